import { formatPaise } from '@propwash/domain/money';
import { drawDocumentFacts, openDocumentPdf, pdfText as text } from '../invoices/invoices.pdf.ts';
import {
  advanceFacts,
  receiptFacts,
  RECEIPT_TAX_NOTE,
  type ReceiptDocument,
} from './receipts.document.ts';
import { paymentLabel } from './receipts.html.ts';

/** An A4 PDF of the receipt voucher. */
export async function renderReceiptPdf(doc: ReceiptDocument): Promise<Buffer> {
  const { pdf, done } = await openDocumentPdf({
    Title: `Receipt voucher ${doc.receiptNumber}`,
    Author: doc.seller.legalName,
    Subject: `Order ${doc.orderNumber}`,
  });

  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const s = doc.seller;
  const b = doc.buyer;
  const stateText = (p: { state: string; stateCode: string }) =>
    `${p.state}${p.stateCode ? ` (State code ${p.stateCode})` : ''}`;

  pdf.font('Helvetica-Bold').fontSize(18).text('RECEIPT VOUCHER', left, 40);
  pdf.font('Helvetica-Bold').fontSize(10).text(text(s.legalName), left, 66, { width: 280 });
  pdf
    .font('Helvetica')
    .fontSize(9)
    .text(text(`${s.address}, ${s.city} ${s.pincode}`), { width: 280 })
    .text(text(stateText(s)))
    .text(text(`GSTIN: ${s.gstin}`))
    .text(text(`${s.email}  ${s.phone}`));
  const headerBottom = pdf.y;
  const meta = receiptFacts(doc);
  const metaY = drawDocumentFacts(pdf, meta);
  let y = Math.max(headerBottom, metaY) + 10;
  const rule = (at: number) =>
    pdf
      .moveTo(left, at)
      .lineTo(left + width, at)
      .lineWidth(1)
      .stroke('#111111');
  rule(y);
  y += 12;

  const half = width / 2 - 10;
  const heading = (title: string, x: number, at: number) =>
    pdf
      .font('Helvetica-Bold')
      .fontSize(8)
      .fillColor('#555555')
      .text(title, x, at)
      .fillColor('#000000');
  heading('RECEIVED FROM', left, y);
  pdf
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(text(b.legalName ?? b.name), { width: half });
  pdf.font('Helvetica');
  if (b.legalName) pdf.text(text(b.name), { width: half });
  pdf.text(text(b.address), { width: half });
  if (b.landmark) pdf.text(text(`Landmark: ${b.landmark}`), { width: half });
  pdf.text(text(`${b.city} ${b.pincode}`)).text(text(stateText(b)));
  if (b.gstin) pdf.text(text(`GSTIN: ${b.gstin}`));
  pdf.text(text(b.email), { width: half }).text(text(b.phone));
  const buyerBottom = pdf.y;
  const right = left + width / 2 + 10;
  heading('PAYMENT', right, y);
  pdf
    .font('Helvetica')
    .fontSize(9)
    .text(text(`Paid by: ${paymentLabel(doc.paymentMethod)}`), right, pdf.y, { width: half });
  if (doc.transactionId) pdf.text(text(`Transaction ID: ${doc.transactionId}`), { width: half });
  for (const [label, value] of advanceFacts(doc))
    pdf.text(text(`${label}: ${value}`), { width: half });
  y = Math.max(buyerBottom, pdf.y) + 16;

  heading(`ADVANCE RECEIVED FOR THE GOODS OF ORDER ${text(doc.orderNumber)}`, left, y);
  y = pdf.y + 4;
  for (const g of doc.goods) {
    pdf
      .font('Helvetica')
      .fontSize(9)
      .text(text(g.description), left, y, { width: width - 60 });
    const after = pdf.y;
    pdf.text(`× ${g.quantity}`, left + width - 50, y, { width: 50, align: 'right' });
    y = Math.max(after, pdf.y) + 3;
  }
  y += 12;

  const boxTop = y;
  pdf
    .font('Helvetica-Bold')
    .fontSize(8)
    .fillColor('#555555')
    .text('AMOUNT RECEIVED', left + 12, y + 10);
  pdf
    .fillColor('#000000')
    .font('Helvetica')
    .fontSize(9)
    .text(text(doc.amountInWords), left + 12, pdf.y + 2, { width: width - 200 });
  const wordsBottom = pdf.y;
  pdf
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(text(formatPaise(doc.amountPaise)), left + width - 180, boxTop + 14, {
      width: 168,
      align: 'right',
    });
  const boxBottom = Math.max(wordsBottom, pdf.y) + 10;
  pdf
    .rect(left, boxTop, width, boxBottom - boxTop)
    .lineWidth(1.5)
    .stroke('#111111');
  y = boxBottom + 14;
  pdf.font('Helvetica').fontSize(9).text(text(RECEIPT_TAX_NOTE), left, y, { width });
  y = pdf.y + 40;
  pdf.text(text(`For ${s.legalName}`), left, y, { width, align: 'right' });
  y += 36;
  pdf.text('Authorised signatory', left, y, { width, align: 'right' });
  pdf
    .fontSize(8)
    .fillColor('#555555')
    .text('This is a computer-generated receipt voucher.', left, y);
  pdf.end();
  return done;
}
