import { formatIndiaTime } from '@propwash/domain/india-time';
import { pdfText as text } from '../orders/invoices/invoices.pdf.ts';
import type { ParcelOrder } from './carriers/carriers.ports.ts';
import type { ShopAddress } from './shipping.ports.ts';

type PdfDoc = PDFKit.PDFDocument;

/** A PDF built by `draw`, collected into one buffer (pdfkit loads on the first PDF only). */
async function renderPdf(
  options: { size: string | [number, number]; margin: number; title: string },
  draw: (pdf: PdfDoc) => void,
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: options.size,
    margin: options.margin,
    info: { Title: options.title },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  draw(pdf);
  pdf.end();
  return done;
}

/** A thin line across the label, just under what was drawn last. */
function rule(pdf: PdfDoc, left: number, width: number) {
  pdf
    .moveTo(left, pdf.y + 6)
    .lineTo(left + width, pdf.y + 6)
    .stroke();
}

/** A small bold caption ('TO', 'AWB'), `gap` points under what was drawn last. */
function caption(pdf: PdfDoc, label: string, left: number, gap: number) {
  pdf
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(label, left, pdf.y + gap);
}

/**
 * The shop's own shipping label (4 × 6 inches): sender, recipient, order number, courier, the
 * e-way bill when the goods need one, and the AWB in large type (no barcode library is in the
 * tree; couriers scan their own label, which a Shiprocket shipment prints instead;
 * docs/decisions/shipments-and-couriers.md).
 */
export function renderLabelPdf(input: {
  from: ShopAddress;
  parcel: ParcelOrder;
  courier: string;
  awb: string | null;
  createdAt: Date;
}): Promise<Buffer> {
  const { from, parcel } = input;
  const to = parcel.address;
  return renderPdf(
    { size: [288, 432], margin: 16, title: `Label ${parcel.orderNumber}` },
    (pdf) => {
      const left = 16;
      const width = 288 - 32;
      pdf.font('Helvetica-Bold').fontSize(9).text('FROM', left, 16);
      pdf
        .font('Helvetica')
        .fontSize(9)
        .text(text(from.name), { width })
        .text(text(from.address), { width })
        .text(text(`${from.city}, ${from.state} ${from.pincode}`), { width })
        .text(text(`Phone ${from.phone}`), { width });
      rule(pdf, left, width);
      caption(pdf, 'TO', left, 12);
      pdf
        .font('Helvetica-Bold')
        .fontSize(14)
        .text(text(to.name), { width })
        .font('Helvetica')
        .fontSize(11)
        .text(text(to.address), { width });
      if (to.landmark) pdf.text(text(`Landmark: ${to.landmark}`), { width });
      pdf
        .text(text(`${to.city}, ${to.state}`), { width })
        .font('Helvetica-Bold')
        .fontSize(16)
        .text(text(`PIN ${to.pincode}`), { width })
        .font('Helvetica')
        .fontSize(11)
        .text(text(`Phone ${to.phone}`), { width });
      rule(pdf, left, width);
      pdf
        .font('Helvetica')
        .fontSize(10)
        .text(text(`Order ${parcel.orderNumber}`), left, pdf.y + 12, { width })
        .text(text(`Courier ${input.courier}`), { width })
        // The cash to collect: the balance after an advance (docs/decisions/part-paid-cod.md).
        .text(
          parcel.codAmountPaise > 0
            ? `CASH ON DELIVERY: COLLECT Rs. ${(parcel.codAmountPaise / 100).toFixed(2)}`
            : 'PREPAID',
          { width },
        );
      // Goods above the limit move under an e-way bill (docs/decisions/e-way-bills.md).
      if (parcel.ewayBillNumber) {
        pdf.font('Helvetica-Bold').text(text(`E-way bill ${parcel.ewayBillNumber}`), { width });
      }
      caption(pdf, 'AWB', left, 10);
      pdf
        .font('Courier-Bold')
        .fontSize(input.awb && input.awb.length > 14 ? 20 : 26)
        .text(text(input.awb ?? 'NOT ASSIGNED'), { width });
      pdf
        .font('Helvetica')
        .fontSize(8)
        .text(
          text(
            `${parcel.items.reduce((n, i) => n + i.quantity, 0)} item(s) · packed ${formatIndiaTime(input.createdAt, 'longDate')}`,
          ),
          left,
          432 - 28,
          { width },
        );
    },
  );
}

export type PickListEntry = {
  orderNumber: string;
  courier: string;
  awb: string | null;
  items: { name: string; sku: string; quantity: number }[];
};

/**
 * The day's pick list (A4): each shipment's lines with SKUs and quantities, then every SKU's total
 * so the packer walks the shelves once.
 */
export function renderPickListPdf(input: {
  day: string;
  entries: PickListEntry[];
}): Promise<Buffer> {
  return renderPdf({ size: 'A4', margin: 40, title: `Pick list ${input.day}` }, (pdf) => {
    const left = 40;
    const width = pdf.page.width - 80;
    const bottom = pdf.page.height - 60;
    const room = (h: number) => {
      if (pdf.y + h > bottom) pdf.addPage();
    };
    pdf.font('Helvetica-Bold').fontSize(18).text(`Pick list ${input.day}`, left, 40);
    const units = input.entries.reduce(
      (n, e) => n + e.items.reduce((m, i) => m + i.quantity, 0),
      0,
    );
    pdf
      .font('Helvetica')
      .fontSize(10)
      .text(`${input.entries.length} shipment(s), ${units} unit(s)`, { width });
    if (input.entries.length === 0) {
      pdf.moveDown().text('No shipments were created on this day.', { width });
      return;
    }
    const row = (cells: [string, string, string], bold = false) => {
      room(16);
      const y = pdf.y;
      pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      pdf.text(text(cells[0]), left, y, { width: 130 });
      pdf.text(text(cells[1]), left + 135, y, { width: width - 135 - 50 });
      const after = pdf.y;
      pdf.text(cells[2], left + width - 45, y, { width: 45, align: 'right' });
      pdf.y = Math.max(after, pdf.y) + 3;
    };
    for (const entry of input.entries) {
      room(40);
      pdf.moveDown(0.6);
      pdf
        .font('Helvetica-Bold')
        .fontSize(11)
        .text(
          text(`${entry.orderNumber} · ${entry.courier}${entry.awb ? ` · AWB ${entry.awb}` : ''}`),
          left,
          pdf.y,
          { width },
        );
      row(['SKU', 'Item', 'Qty'], true);
      for (const item of entry.items) row([item.sku || '-', item.name, String(item.quantity)]);
    }
    const totals = new Map<string, { name: string; quantity: number }>();
    for (const item of input.entries.flatMap((e) => e.items)) {
      const key = item.sku || item.name;
      const seen = totals.get(key);
      totals.set(key, { name: item.name, quantity: (seen?.quantity ?? 0) + item.quantity });
    }
    room(50);
    pdf.moveDown();
    pdf.font('Helvetica-Bold').fontSize(12).text('Totals by SKU', left, pdf.y, { width });
    row(['SKU', 'Item', 'Qty'], true);
    for (const [sku, t] of [...totals].sort(([a], [b]) => a.localeCompare(b))) {
      row([sku, t.name, String(t.quantity)]);
    }
  });
}
