import { displayDate } from '../invoices/invoices.html.ts';
import { formatPaise, type Paise } from '@propwash/domain/money';
import { amountInWords } from '@propwash/domain/money-words';
import { indiaDay } from '@propwash/domain/india-time';
import { placeOfSupplyOf } from '@propwash/domain/orders/business-buyer';
import { supplierOf } from '@propwash/domain/orders/supplier';
import type { GeneralSettings } from '@propwash/domain/settings/defaults';
import { findState } from '@propwash/domain/shipping/shipping';
import type { InvoiceBuyer, InvoiceSeller } from '../invoices/invoices.document.ts';
import type { orderItems, orders, receipts } from '../orders.tables.ts';

/** GST on an advance received for goods is not payable (docs/decisions/invoice-timing.md). */
export const RECEIPT_TAX_NOTE =
  'GST on this advance for goods is not payable (Notification 66/2017-Central Tax); the tax invoice is issued when the goods are packed.';

/**
 * A receipt voucher (CGST Rules 2017, rule 50) as data: the supplier and its GSTIN, the number
 * and date, the buyer (with their GSTIN when a business), the goods it is for, the amount and the
 * place of supply. No tax: see RECEIPT_TAX_NOTE.
 */
export type ReceiptDocument = {
  receiptNumber: string;
  /** YYYY-MM-DD, India time. */
  receiptDate: string;
  orderId: string;
  orderNumber: string;
  /** YYYY-MM-DD, India time. */
  orderDate: string;
  paymentMethod: string;
  transactionId: string | null;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer & { gstin: string | null; legalName: string | null };
  placeOfSupply: { state: string; stateCode: string };
  /** What the advance is for: the order's goods as ordered. */
  goods: Array<{ description: string; quantity: number }>;
  amountPaise: Paise;
  amountInWords: string;
  /**
   * The advance of a part-paid cash-on-delivery order (this receipt is for it): the order's total
   * and the balance the courier collects (docs/decisions/part-paid-cod.md); null otherwise.
   */
  advance?: { orderTotalPaise: Paise; balancePaise: Paise } | null;
};

type OrderRow = typeof orders.$inferSelect;
type ItemRow = Pick<typeof orderItems.$inferSelect, 'name' | 'quantity'>;
type ReceiptRow = Pick<
  typeof receipts.$inferSelect,
  'receiptNumber' | 'issuedAt' | 'amountPaise' | 'transactionId'
>;

function stateOf(name: string): { state: string; stateCode: string } {
  const state = findState(name);
  return state
    ? { state: state.name, stateCode: state.gstCode }
    : { state: name.trim(), stateCode: '' };
}

/** The receipt voucher of a paid order, from its stored rows. */
export function buildReceiptDocument(input: {
  order: OrderRow;
  items: ItemRow[];
  receipt: ReceiptRow;
  general: GeneralSettings;
}): ReceiptDocument {
  const { order, items, receipt, general } = input;
  const address = order.shippingAddress;
  // The registration the order was placed under (docs/decisions/invoice-from-shipping-warehouse.md).
  const supplier = order.supplier ?? supplierOf(undefined, general);
  const pos = placeOfSupplyOf(address.state);
  return {
    receiptNumber: receipt.receiptNumber,
    receiptDate: indiaDay(receipt.issuedAt),
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderDate: indiaDay(order.createdAt),
    paymentMethod: order.paymentMethod,
    transactionId: receipt.transactionId,
    seller: {
      name: general.storeName,
      legalName: supplier.legalName,
      address: supplier.address,
      city: supplier.city,
      ...stateOf(supplier.state),
      pincode: supplier.pincode,
      gstin: supplier.gstin,
      email: general.supportEmail,
      phone: general.supportPhone,
    },
    buyer: {
      name: address.name,
      email: address.email,
      phone: address.phone,
      address: address.address,
      landmark: address.landmark ?? '',
      city: address.city,
      ...stateOf(address.state),
      pincode: address.pincode,
      gstin: order.buyer?.gstin ?? null,
      legalName: order.buyer?.legalName ?? null,
    },
    placeOfSupply: { state: pos.state, stateCode: pos.code },
    goods: items.map((i) => ({ description: i.name, quantity: i.quantity })),
    amountPaise: receipt.amountPaise,
    amountInWords: amountInWords(receipt.amountPaise),
    advance:
      order.codAdvancePaise > 0 && receipt.amountPaise === order.codAdvancePaise
        ? {
            orderTotalPaise: order.totalPaise,
            balancePaise: order.totalPaise - order.codAdvancePaise,
          }
        : null,
  };
}

/** 'Advance on an order of ₹X' and 'Balance payable on delivery ₹Y' (the page and the PDF). */
export function advanceFacts(doc: ReceiptDocument): Array<[string, string]> {
  if (!doc.advance) return [];
  return [
    ['Advance on an order of', formatPaise(doc.advance.orderTotalPaise)],
    ['Balance payable on delivery', formatPaise(doc.advance.balancePaise)],
  ];
}

/** The receipt's facts beside its header, as both the page and the PDF print them. */
export function receiptFacts(doc: ReceiptDocument): Array<[string, string]> {
  const { state, stateCode } = doc.placeOfSupply;
  return [
    ['Receipt No.', doc.receiptNumber],
    ['Receipt date', displayDate(doc.receiptDate)],
    ['Order No.', doc.orderNumber],
    ['Order date', displayDate(doc.orderDate)],
    ['Place of supply', `${state}${stateCode ? ` (${stateCode})` : ''}`],
    ['Reverse charge', 'No'],
  ];
}
