import type { Paise } from '@propwash/domain/money';
import { amountInWords } from '@propwash/domain/money-words';
import { indiaDay } from '@propwash/domain/india-time';
import { SHIPPING_GST_RATE_BP, SHIPPING_SAC, splitGst } from '@propwash/domain/pricing/quote';
import { supplierOf } from '@propwash/domain/orders/supplier';
import type { GeneralSettings } from '@propwash/domain/settings/defaults';
import { findState } from '@propwash/domain/shipping/shipping';
import type { droneUnits, invoices, orderItems, orders } from '../orders.tables.ts';

export type InvoiceParty = {
  name: string;
  address: string;
  /** The buyer's landmark ("Near Shiva temple"); absent or '' when none. */
  landmark?: string;
  city: string;
  state: string;
  /** GST state code ('29' for Karnataka); empty when the state is not recognised. */
  stateCode: string;
  pincode: string;
};

export type InvoiceSeller = InvoiceParty & {
  legalName: string;
  gstin: string;
  email: string;
  phone: string;
};

/**
 * Bill to. A business buyer is billed by its legal name (`name`) with its GSTIN; a consumer has
 * both null (docs/decisions/business-buyers.md).
 */
export type InvoiceBuyer = InvoiceParty & {
  email: string;
  phone: string;
  gstin: string | null;
  legalName: string | null;
};

/** One unit of a drone line with its serial numbers (docs/decisions/drones.md). */
export type InvoiceDroneUnit = {
  unit: number;
  aircraft: string;
  flightController: string;
  remote: string;
};

/** One row of the invoice: a product, the shipping charge or the COD fee (SAC 996812). */
export type InvoiceLine = {
  position: number;
  /** The order line it bills (none for shipping or the COD fee); a credit note finds its lines by it. */
  orderItemId?: string;
  description: string;
  sku: string;
  /** HSN code of a product, SAC code of the shipping service. */
  hsnCode: string;
  quantity: number;
  /** The price of one unit as the shopper saw it (GST included on tax-inclusive orders). */
  unitPricePaise: Paise;
  /** unit × quantity */
  grossPaise: Paise;
  /** This line's share of the order discount. */
  discountPaise: Paise;
  /** The value before GST. */
  taxablePaise: Paise;
  gstRateBp: number;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  /** What the line costs: taxable value + GST. */
  totalPaise: Paise;
  /** A drone line's units with their serial numbers, printed under the line; absent otherwise. */
  droneUnits?: InvoiceDroneUnit[];
};

export type InvoiceDocument = {
  invoiceNumber: string;
  /** YYYY-MM-DD, India time. */
  invoiceDate: string;
  orderId: string;
  orderNumber: string;
  /** YYYY-MM-DD, India time. */
  orderDate: string;
  paymentMethod: string;
  seller: InvoiceSeller;
  /** Bill to: the billing address is the delivery address (no separate one is taken). */
  buyer: InvoiceBuyer;
  /**
   * Ship to: the delivery party when it is not the one billed (a business's recipient, named by
   * the order's shipping address); null when the buyer receives the goods at the billing address.
   */
  shipTo: InvoiceParty | null;
  placeOfSupply: { state: string; stateCode: string };
  /** CGST + SGST when true, IGST when false. */
  isIntraState: boolean;
  reverseCharge: false;
  /**
   * True: prices included GST (docs/decisions/prices-include-gst.md), shipping is a taxed line and
   * the lines add up to the total. False: an order placed before that, whose GST was added on top
   * and whose shipping carried none.
   */
  pricesIncludeTax: boolean;
  /**
   * The products, then the shipping charge and the cash-on-delivery fee, each a line of its own
   * when there was one (docs/decisions/cod-fee-and-prepaid-saving.md).
   */
  lines: InvoiceLine[];
  totals: {
    /** Products' unit × quantity. */
    subtotalPaise: Paise;
    discountPaise: Paise;
    shippingPaise: Paise;
    /** The cash-on-delivery fee (GST included; a line of its own); 0 when none. */
    codFeePaise: Paise;
    /**
     * The saving for paying online, already inside the products' line discounts (printed apart as
     * the law asks a discount to be recorded, never taken off twice); 0 when none.
     */
    prepaidSavingPaise: Paise;
    /** Every line's value before GST, shipping and the COD fee included. */
    taxablePaise: Paise;
    cgstPaise: Paise;
    sgstPaise: Paise;
    igstPaise: Paise;
    taxPaise: Paise;
    /** Signed: what rounding the amount payable to the rupee added; not taxed. */
    roundOffPaise: Paise;
    /** The amount payable: the lines plus the round off. */
    totalPaise: Paise;
    /**
     * A part-paid cash-on-delivery order's advance, once received online, and the balance left for
     * the courier to collect (`balanceCollected` once the order is paid in full); null otherwise
     * (docs/decisions/part-paid-cod.md).
     */
    advance: { receivedPaise: Paise; balancePaise: Paise; balanceCollected: boolean } | null;
  };
  amountInWords: string;
  /**
   * Set on a GST credit note (the returns module's): its own number and date, against this
   * invoice; the lines and totals are then what it credits (docs/decisions/credit-notes.md).
   */
  creditNote?: { number: string; date: string; reason: string };
  /**
   * Set on an invoice whose order was cancelled after it was issued: the credit note for the whole
   * invoice that cancels it. The invoice itself is unchanged (docs/decisions/credit-note-on-cancellation.md).
   */
  cancelledBy?: { creditNoteNumber: string; date: string };
};

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type InvoiceRow = Pick<typeof invoices.$inferSelect, 'invoiceNumber' | 'issuedAt'>;
type DroneUnitRow = Pick<
  typeof droneUnits.$inferSelect,
  'orderItemId' | 'unit' | 'aircraftSerial' | 'flightControllerSerial' | 'remoteSerial'
>;

/** Each drone line's units in order, by the order line they belong to. */
function unitsByLine(rows: DroneUnitRow[]): Map<string, InvoiceDroneUnit[]> {
  const byLine = new Map<string, InvoiceDroneUnit[]>();
  for (const r of [...rows].sort((a, b) => a.unit - b.unit)) {
    const units = byLine.get(r.orderItemId) ?? [];
    units.push({
      unit: r.unit,
      aircraft: r.aircraftSerial,
      flightController: r.flightControllerSerial,
      remote: r.remoteSerial,
    });
    byLine.set(r.orderItemId, units);
  }
  return byLine;
}

/** Whether two parties are one: the same name at the same address. */
function sameParty(a: InvoiceParty, b: InvoiceParty): boolean {
  const keys = ['name', 'address', 'landmark', 'city', 'state', 'pincode'] as const;
  return keys.every((k) => (a[k] ?? '').trim() === (b[k] ?? '').trim());
}

function stateOf(name: string): { state: string; stateCode: string } {
  const state = findState(name);
  return state
    ? { state: state.name, stateCode: state.gstCode }
    : { state: name.trim(), stateCode: '' };
}

/**
 * How an order placed before prices included GST split each line: a line with an odd paisa gave it
 * to CGST, then SGST, alternately, so the columns add up to that order's stored CGST (which took
 * the order's odd paisa) and SGST.
 */
function legacySplit(taxes: Paise[]): Array<{ cgst: Paise; sgst: Paise }> {
  let oddSeen = 0;
  return taxes.map((tax) => {
    const half = Math.floor(tax / 2);
    if (tax % 2 === 0) return { cgst: half, sgst: half };
    oddSeen += 1;
    return oddSeen % 2 === 1 ? { cgst: half + 1, sgst: half } : { cgst: half, sgst: half + 1 };
  });
}

/**
 * The GST tax invoice of an order, from its stored rows: nothing is re-priced, so an invoice always
 * shows what was charged. Each line's taxable value is what was paid for it less the GST it
 * carried (line_total − tax, which holds for both kinds of order).
 */
export function buildInvoiceDocument(input: {
  order: OrderRow;
  items: ItemRow[];
  invoice: InvoiceRow;
  general: GeneralSettings;
  /** The serial numbers of the order's drone units (orders_drone_unit), printed under their lines. */
  droneUnits?: DroneUnitRow[];
}): InvoiceDocument {
  const { order, items, invoice, general } = input;
  const serials = unitsByLine(input.droneUnits ?? []);
  const address = order.shippingAddress;
  const delivery = stateOf(address.state);
  // The registration the order was placed under (its warehouse's); the store profile's for orders
  // placed before warehouses had GSTINs (docs/decisions/invoice-from-shipping-warehouse.md).
  const supplier = order.supplier ?? supplierOf(undefined, general);
  const shop = stateOf(supplier.state);
  const isIntraState =
    order.igstPaise > 0
      ? false
      : order.cgstPaise + order.sgstPaise > 0
        ? true
        : delivery.state.toLowerCase() === shop.state.toLowerCase();

  const legacy = order.pricesIncludeTax ? null : legacySplit(items.map((i) => i.taxPaise));
  const lines = items.map((item, index): InvoiceLine => {
    const split = legacy
      ? {
          cgstPaise: isIntraState ? legacy[index]!.cgst : 0,
          sgstPaise: isIntraState ? legacy[index]!.sgst : 0,
          igstPaise: isIntraState ? 0 : item.taxPaise,
        }
      : splitGst(item.taxPaise, isIntraState);
    return {
      position: index + 1,
      orderItemId: item.id,
      description: item.name,
      sku: item.sku,
      hsnCode: item.hsnCode,
      quantity: item.quantity,
      unitPricePaise: item.unitPricePaise,
      grossPaise: item.unitPricePaise * item.quantity,
      discountPaise: item.discountPaise,
      taxablePaise: item.lineTotalPaise - item.taxPaise,
      gstRateBp: item.gstRateBp,
      ...split,
      totalPaise: item.lineTotalPaise,
      ...(serials.has(item.id) && { droneUnits: serials.get(item.id) }),
    };
  });
  if (order.shippingPaise > 0) {
    const tax = order.shippingTaxPaise;
    lines.push({
      position: lines.length + 1,
      description: `Shipping (${order.shippingMethod})`,
      sku: '',
      hsnCode: SHIPPING_SAC,
      quantity: 1,
      unitPricePaise: order.shippingPaise,
      grossPaise: order.shippingPaise,
      discountPaise: 0,
      taxablePaise: order.shippingPaise - tax,
      gstRateBp: order.pricesIncludeTax ? SHIPPING_GST_RATE_BP : 0,
      ...splitGst(tax, isIntraState),
      totalPaise: order.shippingPaise,
    });
  }
  // The COD fee follows shipping's rule: GST included at 18%, SAC 996812, a line of its own
  // (docs/decisions/cod-fee-and-prepaid-saving.md).
  if (order.codFeePaise > 0) {
    const tax = order.codFeeTaxPaise;
    lines.push({
      position: lines.length + 1,
      description: 'Cash on delivery fee',
      sku: '',
      hsnCode: SHIPPING_SAC,
      quantity: 1,
      unitPricePaise: order.codFeePaise,
      grossPaise: order.codFeePaise,
      discountPaise: 0,
      taxablePaise: order.codFeePaise - tax,
      gstRateBp: SHIPPING_GST_RATE_BP,
      ...splitGst(tax, isIntraState),
      totalPaise: order.codFeePaise,
    });
  }

  const party = {
    address: address.address,
    landmark: address.landmark ?? '',
    city: address.city,
    ...delivery,
    pincode: address.pincode,
  };
  // A business is billed by its legal name with its GSTIN; the billing address is the delivery
  // address. Ship to names the recipient when the party billed is another: always for a business
  // (its legal name is not the person who receives), for a consumer when name or address differ
  // (docs/decisions/business-buyers.md).
  const business = order.buyer ?? null;
  const buyer: InvoiceBuyer = {
    name: business?.legalName ?? address.name,
    email: address.email,
    phone: address.phone,
    ...party,
    gstin: business?.gstin ?? null,
    legalName: business?.legalName ?? null,
  };
  const recipient: InvoiceParty = { name: address.name, ...party };
  return {
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: indiaDay(invoice.issuedAt),
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderDate: indiaDay(order.createdAt),
    paymentMethod: order.paymentMethod,
    seller: {
      name: general.storeName,
      legalName: supplier.legalName,
      address: supplier.address,
      city: supplier.city,
      ...shop,
      pincode: supplier.pincode,
      gstin: supplier.gstin,
      email: general.supportEmail,
      phone: general.supportPhone,
    },
    buyer,
    shipTo: business || !sameParty(buyer, recipient) ? recipient : null,
    placeOfSupply: delivery,
    isIntraState,
    reverseCharge: false,
    pricesIncludeTax: order.pricesIncludeTax,
    lines,
    totals: {
      subtotalPaise: order.subtotalPaise,
      discountPaise: order.discountPaise,
      shippingPaise: order.shippingPaise,
      codFeePaise: order.codFeePaise,
      prepaidSavingPaise: order.prepaidSavingPaise,
      taxablePaise: lines.reduce((a, l) => a + l.taxablePaise, 0),
      cgstPaise: order.cgstPaise,
      sgstPaise: order.sgstPaise,
      igstPaise: order.igstPaise,
      taxPaise: order.taxPaise,
      roundOffPaise: order.roundOffPaise,
      totalPaise: order.totalPaise,
      advance: advanceOf(order),
    },
    amountInWords: amountInWords(order.totalPaise),
  };
}

/** The advance of a part-paid cash-on-delivery order, once it was received; else null. */
function advanceOf(order: OrderRow): InvoiceDocument['totals']['advance'] {
  const received = order.paymentStatus === 'part_paid' || order.paymentStatus === 'paid';
  if (order.codAdvancePaise <= 0 || !received) return null;
  return {
    receivedPaise: order.codAdvancePaise,
    balancePaise: order.totalPaise - order.codAdvancePaise,
    balanceCollected: order.paymentStatus === 'paid',
  };
}
