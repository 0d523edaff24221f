import type PDFKit from 'pdfkit';
import { createRequire } from 'node:module';
import { paiseToRupees, type Paise } from '@propwash/domain/money';
import type { InvoiceDocument, InvoiceLine, InvoiceParty } from './invoices.document.ts';
import {
  advanceLines,
  cancelledText,
  displayDate,
  gstRate as rate,
  serialText,
} from './invoices.html.ts';

const plainNumber = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** Amounts in the line table, whose heading says they are in ₹. */
const pdfAmount = (paise: Paise) => plainNumber.format(paiseToRupees(paise));
/** Amounts standing alone (totals, GST summary): '₹1,200.00'. */
const pdfRupees = (paise: Paise) => `₹${pdfAmount(paise)}`;

// The PDF's type is DejaVu Sans Condensed (the dejavu-fonts-ttf package), embedded as subsets:
// unlike the PDF standard Helvetica it has the ₹ sign, and its widths are close to Helvetica's,
// which the columns were laid out for. It is registered under the Helvetica names used below.
const require = createRequire(import.meta.url);
const FONTS = {
  Helvetica: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf'),
  'Helvetica-Bold': require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf'),
};

/** Characters the font draws (Latin-1 and ₹); anything else becomes '?' rather than a blank box. */
export function pdfText(value: string): string {
  return value
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—−]/g, '-')
    .replace(/[^\n\x20-\x7e\xa0-\xff\u20b9]/g, '?');
}

type Column = {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (l: InvoiceLine) => string;
};

type PdfKitDocument = InstanceType<typeof PDFKit>;

/**
 * A new A4 document of the shop's GST documents (invoices, credit notes, receipts) with DejaVu
 * registered under the Helvetica names, and its bytes once `pdf.end()` is called.
 */
export async function openDocumentPdf(info: { Title: string; Author: string; Subject: string }) {
  // Loaded on the first PDF, not kept resident by every server (docs/architecture.md).
  const { default: PDFDocument } = await import('pdfkit');
  const pdf: PdfKitDocument = new PDFDocument({
    size: 'A4',
    margin: 40,
    // The first font too, so the standard Helvetica is never embedded.
    font: FONTS.Helvetica,
    info,
  });
  for (const [name, file] of Object.entries(FONTS)) pdf.registerFont(name, file);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  return { pdf, done };
}

/** The document's facts (number, dates, place of supply) right of the header; answers where they end. */
export function drawDocumentFacts(pdf: PdfKitDocument, facts: Array<[string, string]>): number {
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  let y = 44;
  for (const [label, value] of facts) {
    pdf
      .font('Helvetica')
      .fontSize(9)
      .text(label, left + 300, y, { width: 90 });
    pdf.font('Helvetica-Bold').text(pdfText(value), left + 390, y, { width: width - 390 });
    y += 13;
  }
  return y;
}

/** An A4 PDF of the invoice (DejaVu Sans Condensed, so amounts are written with ₹). */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const { pdf, done } = await openDocumentPdf({
    Title: doc.creditNote
      ? `Credit Note ${doc.creditNote.number}`
      : `Tax Invoice ${doc.invoiceNumber}`,
    Author: doc.seller.legalName,
    Subject: `Order ${doc.orderNumber}`,
  });

  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const s = doc.seller;
  const text = (value: string) => pdfText(value);

  // Header: seller on the left, invoice facts on the right.
  const cn = doc.creditNote;
  pdf
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(cn ? 'CREDIT NOTE' : 'TAX INVOICE', left, 40);
  pdf.font('Helvetica-Bold').fontSize(10).text(text(s.legalName), left, 66, { width: 300 });
  pdf
    .font('Helvetica')
    .fontSize(9)
    .text(text(`${s.address}, ${s.city} ${s.pincode}`), { width: 300 })
    .text(text(`${s.state}${s.stateCode ? ` (State code ${s.stateCode})` : ''}`))
    .text(text(`GSTIN: ${s.gstin}`))
    .text(text(`${s.email}  ${s.phone}`));
  const headerBottom = pdf.y;

  const meta: Array<[string, string]> = [
    ...(cn
      ? ([
          ['Credit note No.', cn.number],
          ['Credit note date', displayDate(cn.date)],
          ['Against invoice', doc.invoiceNumber],
        ] as Array<[string, string]>)
      : ([['Invoice No.', doc.invoiceNumber]] as Array<[string, string]>)),
    ['Invoice date', displayDate(doc.invoiceDate)],
    ['Order No.', doc.orderNumber],
    ['Order date', displayDate(doc.orderDate)],
    [
      'Place of supply',
      `${doc.placeOfSupply.state}${doc.placeOfSupply.stateCode ? ` (${doc.placeOfSupply.stateCode})` : ''}`,
    ],
    ['Reverse charge', 'No'],
  ];
  const metaY = drawDocumentFacts(pdf, meta);

  /** A dark 1 pt rule across the page from `x` at height `at`. */
  const rule = (x: number, at: number) =>
    pdf
      .moveTo(x, at)
      .lineTo(left + width, at)
      .lineWidth(1)
      .stroke('#111111');
  let y = Math.max(headerBottom, metaY) + 10;
  rule(left, y);
  y += 10;
  if (doc.cancelledBy && !cn) {
    pdf.rect(left, y, width, 24).lineWidth(1.5).stroke('#b91c1c');
    pdf
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#b91c1c')
      .text(text(cancelledText(doc.cancelledBy)), left + 10, y + 7, { width: width - 20 });
    pdf.fillColor('#000000');
    y += 34;
  }

  // Parties.
  const partyWidth = width / 2 - 10;
  const party = (title: string, p: InvoiceParty, extra: string[], x: number) => {
    pdf.font('Helvetica-Bold').fontSize(8).fillColor('#555555').text(title.toUpperCase(), x, y);
    pdf
      .fillColor('#000000')
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(text(p.name), { width: partyWidth });
    pdf.font('Helvetica').text(text(p.address), { width: partyWidth });
    if (p.landmark) pdf.text(text(`Landmark: ${p.landmark}`), { width: partyWidth });
    pdf
      .text(text(`${p.city} ${p.pincode}`))
      .text(text(`${p.state}${p.stateCode ? ` (State code ${p.stateCode})` : ''}`));
    for (const e of extra) pdf.text(text(e), { width: partyWidth });
    return pdf.y;
  };
  // A business buyer's GSTIN first under its legal name; Ship to only when another party receives.
  const buyer = doc.buyer;
  const billExtras = [...(buyer.gstin ? [`GSTIN: ${buyer.gstin}`] : []), buyer.email, buyer.phone];
  const billBottom = party('Bill to', buyer, billExtras, left);
  const shipBottom = doc.shipTo ? party('Ship to', doc.shipTo, [], left + width / 2 + 10) : y;
  y = Math.max(billBottom, shipBottom) + 14;

  // Lines.
  const intra = doc.isIntraState;
  const pct = (bp: number) => rate(bp);
  const columns: Column[] = [
    { title: '#', width: 14, align: 'left', cell: (l) => String(l.position) },
    { title: 'Item', width: intra ? 100 : 130, align: 'left', cell: (l) => l.description },
    { title: 'HSN/SAC', width: 40, align: 'left', cell: (l) => l.hsnCode },
    { title: 'Qty', width: 22, align: 'right', cell: (l) => String(l.quantity) },
    { title: 'Unit price', width: 56, align: 'right', cell: (l) => pdfAmount(l.unitPricePaise) },
    { title: 'Discount', width: 50, align: 'right', cell: (l) => pdfAmount(l.discountPaise) },
    { title: 'Taxable', width: 58, align: 'right', cell: (l) => pdfAmount(l.taxablePaise) },
    ...(intra
      ? ([
          {
            title: `CGST`,
            width: 54,
            align: 'right',
            cell: (l) => `${pdfAmount(l.cgstPaise)}\n${pct(l.gstRateBp / 2)}`,
          },
          {
            title: `SGST`,
            width: 54,
            align: 'right',
            cell: (l) => `${pdfAmount(l.sgstPaise)}\n${pct(l.gstRateBp / 2)}`,
          },
        ] satisfies Column[])
      : ([
          {
            title: 'IGST',
            width: 78,
            align: 'right',
            cell: (l) => `${pdfAmount(l.igstPaise)}\n${pct(l.gstRateBp)}`,
          },
        ] satisfies Column[])),
  ];
  const used = columns.reduce((a, c) => a + c.width, 0);
  columns.push({
    title: 'Amount',
    width: width - used,
    align: 'right',
    cell: (l) => pdfAmount(l.totalPaise),
  });

  const pad = 3;
  const drawRow = (cells: string[], bold: boolean, shaded: boolean) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    const height =
      Math.max(
        ...cells.map((c, i) => pdf.heightOfString(text(c), { width: columns[i]!.width - 2 * pad })),
      ) +
      2 * pad;
    if (y + height > pdf.page.height - pdf.page.margins.bottom) {
      pdf.addPage();
      y = pdf.page.margins.top;
    }
    if (shaded) pdf.rect(left, y, width, height).fill('#eeeeee').fillColor('#000000');
    let x = left;
    cells.forEach((c, i) => {
      const col = columns[i]!;
      pdf.text(text(c), x + pad, y + pad, { width: col.width - 2 * pad, align: col.align });
      x += col.width;
    });
    pdf.rect(left, y, width, height).lineWidth(0.5).stroke('#999999');
    y += height;
  };
  pdf
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555555')
    .text(
      doc.pricesIncludeTax
        ? 'All amounts in ₹ (INR), inclusive of GST'
        : 'All amounts in ₹ (INR); GST added',
      left,
      y,
      { width, align: 'right' },
    )
    .fillColor('#000000');
  y = pdf.y + 2;
  drawRow(
    columns.map((c) => c.title),
    true,
    true,
  );
  /** A drone line's serial numbers, one unit a line, across the row under it (docs/decisions/drones.md). */
  const drawSerials = (line: InvoiceLine) => {
    const indent = columns[0]!.width;
    const note = (line.droneUnits ?? []).map((u) => serialText(u, line)).join('\n');
    if (!note) return;
    pdf.font('Helvetica').fontSize(7.5);
    const textWidth = width - indent - 2 * pad;
    const height = pdf.heightOfString(text(note), { width: textWidth }) + 2 * pad;
    if (y + height > pdf.page.height - pdf.page.margins.bottom) {
      pdf.addPage();
      y = pdf.page.margins.top;
    }
    pdf
      .fillColor('#333333')
      .text(text(note), left + indent + pad, y + pad, { width: textWidth })
      .fillColor('#000000');
    pdf.rect(left, y, width, height).lineWidth(0.5).stroke('#999999');
    y += height;
  };
  for (const line of doc.lines) {
    drawRow(
      columns.map((c) => c.cell(line)),
      false,
      false,
    );
    drawSerials(line);
  }
  // Totals on the right, amount in words on the left; they and the signature stay on one page.
  y += 10;
  if (y + 230 > pdf.page.height - pdf.page.margins.bottom) {
    pdf.addPage();
    y = pdf.page.margins.top;
  }
  const t = doc.totals;
  const gstRows: Array<[string, string]> = intra
    ? [
        ['CGST', pdfAmount(t.cgstPaise)],
        ['SGST', pdfAmount(t.sgstPaise)],
      ]
    : [['IGST', pdfAmount(t.igstPaise)]];
  // As on the HTML invoice: GST sits among the amounts only on older orders, where it was added.
  const totals: Array<[string, string]> = [
    ['Subtotal', pdfAmount(t.subtotalPaise)],
    ...(t.discountPaise > 0
      ? ([['Discount', `-${pdfAmount(t.discountPaise)}`]] as Array<[string, string]>)
      : []),
    // The saving for paying online, recorded apart; the lines' discounts already hold it.
    ...(t.prepaidSavingPaise > 0
      ? ([['Prepaid saving', `-${pdfAmount(t.prepaidSavingPaise)}`]] as Array<[string, string]>)
      : []),
    ['Shipping', t.shippingPaise > 0 ? pdfAmount(t.shippingPaise) : 'Free'],
    ...(t.codFeePaise > 0
      ? ([['Cash on delivery fee', pdfAmount(t.codFeePaise)]] as Array<[string, string]>)
      : []),
    ...(doc.pricesIncludeTax ? [] : gstRows),
    // Rounding the amount payable to the rupee (docs/decisions/round-off-to-the-rupee.md).
    ...(t.roundOffPaise !== 0
      ? ([
          [
            'Round off',
            `${t.roundOffPaise < 0 ? '-' : '+'}${pdfAmount(Math.abs(t.roundOffPaise))}`,
          ],
        ] as Array<[string, string]>)
      : []),
  ];
  const taxSummary: Array<[string, string]> = [
    ['Taxable value', pdfAmount(t.taxablePaise)],
    ...gstRows,
    [doc.pricesIncludeTax ? 'Total GST (included)' : 'Total GST', pdfAmount(t.taxPaise)],
  ];
  const totalsX = left + width - 220;
  const wordsTop = y;
  for (const [label, value] of totals) {
    pdf.font('Helvetica').fontSize(9).text(label, totalsX, y, { width: 110 });
    pdf.text(value, totalsX + 110, y, { width: 110, align: 'right' });
    y += 13;
  }
  rule(totalsX, y);
  y += 5;
  pdf.font('Helvetica-Bold').fontSize(11).text('Total', totalsX, y, { width: 110 });
  pdf.text(pdfRupees(t.totalPaise), totalsX + 110, y, { width: 110, align: 'right' });
  y += 20;
  // A part-paid cash-on-delivery order: the advance received and the balance on delivery.
  if (t.advance) {
    for (const [label, paise] of advanceLines(t.advance)) {
      pdf.font('Helvetica').fontSize(9).text(label, totalsX, y, { width: 130 });
      pdf.text(pdfAmount(paise), totalsX + 130, y, { width: 90, align: 'right' });
      y += 13;
    }
    y += 7;
  }
  for (const [label, value] of taxSummary) {
    pdf.font('Helvetica').fontSize(8).fillColor('#444444').text(label, totalsX, y, { width: 110 });
    pdf.text(value, totalsX + 110, y, { width: 110, align: 'right' });
    y += 11;
  }
  pdf.fillColor('#000000');
  y += 4;

  pdf
    .font('Helvetica-Bold')
    .fontSize(8)
    .fillColor('#555555')
    .text('AMOUNT IN WORDS', left, wordsTop);
  pdf
    .fillColor('#000000')
    .font('Helvetica')
    .fontSize(9)
    .text(text(doc.amountInWords), { width: width - 240 })
    .moveDown(0.5)
    .fontSize(8)
    .text(text(`Payment: ${doc.paymentMethod.toUpperCase()}`));
  y = Math.max(y, pdf.y) + 30;

  pdf
    .font('Helvetica')
    .fontSize(9)
    .text(text(`For ${s.legalName}`), left, y, { width, align: 'right' });
  y += 36;
  pdf.text('Authorised signatory', left, y, { width, align: 'right' });
  pdf
    .fontSize(8)
    .fillColor('#555555')
    .text(`This is a computer-generated ${cn ? 'credit note' : 'invoice'}.`, left, y);
  pdf.end();
  return done;
}
