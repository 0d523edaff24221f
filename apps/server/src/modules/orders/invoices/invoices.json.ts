import { paiseToRupees } from '@propwash/domain/money';
import type { InvoiceJson } from '@propwash/domain/orders/invoice-schemas';
import { gstBpToPercent } from '@propwash/domain/pricing/gst';
import type { InvoiceDocument, InvoiceLine } from './invoices.document.ts';

// The invoice document as GET /api/orders/:id/invoice answers it in JSON: the same figures the
// page and the PDF print, in rupees at the API edge (docs/architecture.md, Money and the law).

const rupees = paiseToRupees;

function lineJson(l: InvoiceLine): InvoiceJson['lines'][number] {
  return {
    position: l.position,
    description: l.description,
    sku: l.sku,
    hsnCode: l.hsnCode,
    quantity: l.quantity,
    unitPrice: rupees(l.unitPricePaise),
    gross: rupees(l.grossPaise),
    discount: rupees(l.discountPaise),
    taxableValue: rupees(l.taxablePaise),
    gstRate: gstBpToPercent(l.gstRateBp),
    cgst: rupees(l.cgstPaise),
    sgst: rupees(l.sgstPaise),
    igst: rupees(l.igstPaise),
    total: rupees(l.totalPaise),
    droneUnits: l.droneUnits ?? [],
  };
}

/** The invoice in rupees, figure for figure from the document (nothing is worked out again). */
export function invoiceJson(doc: InvoiceDocument): InvoiceJson {
  const t = doc.totals;
  const landmark = (p: { landmark?: string }) => p.landmark ?? '';
  return {
    invoiceNumber: doc.invoiceNumber,
    invoiceDate: doc.invoiceDate,
    orderId: doc.orderId,
    orderNumber: doc.orderNumber,
    orderDate: doc.orderDate,
    paymentMethod: doc.paymentMethod,
    seller: { ...doc.seller, landmark: landmark(doc.seller) },
    buyer: { ...doc.buyer, landmark: landmark(doc.buyer) },
    shipTo: doc.shipTo && { ...doc.shipTo, landmark: landmark(doc.shipTo) },
    placeOfSupply: doc.placeOfSupply,
    isIntraState: doc.isIntraState,
    reverseCharge: doc.reverseCharge,
    pricesIncludeTax: doc.pricesIncludeTax,
    lines: doc.lines.map(lineJson),
    totals: {
      subtotal: rupees(t.subtotalPaise),
      discount: rupees(t.discountPaise),
      shipping: rupees(t.shippingPaise),
      taxableValue: rupees(t.taxablePaise),
      cgst: rupees(t.cgstPaise),
      sgst: rupees(t.sgstPaise),
      igst: rupees(t.igstPaise),
      tax: rupees(t.taxPaise),
      roundOff: rupees(t.roundOffPaise),
      total: rupees(t.totalPaise),
      codFee: rupees(t.codFeePaise),
      prepaidSaving: rupees(t.prepaidSavingPaise),
      advance: t.advance && {
        received: rupees(t.advance.receivedPaise),
        balance: rupees(t.advance.balancePaise),
        balanceCollected: t.advance.balanceCollected,
      },
    },
    amountInWords: doc.amountInWords,
    cancelledBy: doc.cancelledBy ?? null,
  };
}
