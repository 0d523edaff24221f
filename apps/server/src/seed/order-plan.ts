import { variantDisplayName } from '@propwash/domain/catalog/variants';
import {
  orderStatusChain,
  type OrderStatus,
  type PaymentMethodType,
} from '@propwash/domain/orders/status';
import { quote, type Quote, type QuoteCoupon } from '@propwash/domain/pricing/quote';
import { defaultSettings } from '@propwash/domain/settings/defaults';
import { supplierFor, type InvoiceSupplier } from '@propwash/domain/orders/supplier';
import { needsSurface } from '@propwash/domain/shipping/shipping';
import { indiaWallClock } from '@propwash/domain/india-time';
import { paiseToRupees } from '@propwash/domain/money';
import type { SeededProduct } from './catalog.ts';
import { DEMO_EMAIL, type AddressSeed, type SeededCustomer } from './people.ts';
import { createRandom, type Random } from './random.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// Order numbers avoid 0/O, 1/I/L so they survive being read out over the phone.
const ORDER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export type PlannedLine = { product: SeededProduct; quantity: number };
export type OrderEvent = {
  status: OrderStatus;
  at: Date;
  message: string;
  automated: boolean;
  byCustomer?: boolean;
};

/** One seeded order, fully decided (and priced by the domain's quote) before anything is written. */
export type OrderPlan = {
  orderNumber: string;
  customer: SeededCustomer;
  address: AddressSeed;
  status: OrderStatus;
  paymentMethod: PaymentMethodType;
  shippingMethod: 'standard' | 'express';
  placedAt: Date;
  lines: PlannedLine[];
  couponCode: string | null;
  quote: Quote;
  warehouse: string;
  supplier: InvoiceSupplier;
  trackingNumber: string | null;
  events: OrderEvent[];
  providerOrderId: string | null;
  providerPaymentId: string | null;
  refundId: string | null;
};

type Draft = {
  customer: SeededCustomer;
  addressIndex?: number;
  minutesAgo: number;
  lines: PlannedLine[];
  paymentMethod: PaymentMethodType;
  shippingMethod?: 'standard' | 'express';
  couponCode?: string;
  // The furthest status wanted; time may stop a random order earlier (nothing happens in the future).
  target: OrderStatus;
  cancelledFrom?: 'pending' | 'confirmed' | 'processing';
};

/** The variant a seeded order takes of a product sold in versions: the cheapest. */
export function cheapestVariant(product: SeededProduct) {
  return product.variants.find((v) => v.pricePaise === product.pricePaise) ?? product.variants[0];
}

/** Orders for the customers created in this run: the demo customer's cover every status. */
export function planOrders(input: {
  customers: SeededCustomer[];
  products: SeededProduct[];
  coupons: Map<string, QuoteCoupon>;
  now: Date;
}): OrderPlan[] {
  const rng = createRandom('orders');
  const inStock = input.products.filter((p) => p.stock > 0);
  if (inStock.length === 0) return [];
  const drafts: Draft[] = [];
  for (const customer of input.customers) {
    drafts.push(
      ...(customer.email === DEMO_EMAIL
        ? demoDrafts(customer, inStock, rng, input.now)
        : randomDrafts(customer, inStock, rng, input.now)),
    );
  }
  const used = new Set<string>();
  return drafts.map((draft) => toPlan(draft, input.coupons, input.now, rng, used));
}

type Pick = {
  category: string;
  quantity?: number;
  drawing?: string;
  maxRupees?: number;
  minRupees?: number;
};

function demoDrafts(
  customer: SeededCustomer,
  pool: SeededProduct[],
  rng: Random,
  now: Date,
): Draft[] {
  const order = (
    minutesAgo: number,
    rest: Omit<Draft, 'customer' | 'minutesAgo' | 'lines'>,
    picks: Pick[],
  ): Draft => {
    const listed = listedBefore(pool, now, minutesAgo);
    const lines = picks.map((p) => {
      const matches = listed.filter(
        (product) =>
          product.categoryPath.startsWith(p.category) &&
          (!p.drawing || product.drawing === p.drawing) &&
          product.pricePaise <= (p.maxRupees ?? Infinity) * 100 &&
          product.pricePaise >= (p.minRupees ?? 0) * 100,
      );
      return {
        product: rng.pick(matches.length > 0 ? matches : listed),
        quantity: p.quantity ?? 1,
      };
    });
    return { customer, minutesAgo, lines, ...rest };
  };
  const days = (n: number) => n * 24 * 60;
  return [
    order(days(58), { target: 'delivered', paymentMethod: 'cod', couponCode: 'WELCOME10' }, [
      { category: 'airplanes/electric', maxRupees: 20_000 },
      { category: 'batteries-chargers', drawing: 'battery', maxRupees: 3_000, quantity: 2 },
    ]),
    order(days(41), { target: 'delivered', paymentMethod: 'upi', shippingMethod: 'express' }, [
      { category: 'drones', minRupees: 10_000, maxRupees: 40_000 },
      { category: 'propellers', quantity: 2 },
    ]),
    order(days(30), { target: 'cancelled', cancelledFrom: 'confirmed', paymentMethod: 'card' }, [
      { category: 'cars', maxRupees: 50_000 },
    ]),
    order(days(20), { target: 'delivered', paymentMethod: 'wallet', couponCode: 'FLAT500' }, [
      { category: 'radios-servos', drawing: 'radio', minRupees: 4_999 },
      { category: 'radios-servos', drawing: 'servo', maxRupees: 1_000, quantity: 2 },
    ]),
    // Shipped to the office in Pune: another state, so the invoice shows IGST.
    order(days(3), { target: 'shipped', paymentMethod: 'netbanking', addressIndex: 1 }, [
      { category: 'helicopters', maxRupees: 40_000 },
      { category: 'accessories-materials' },
    ]),
    order(26 * 60, { target: 'processing', paymentMethod: 'card' }, [
      { category: 'motors-escs' },
      { category: 'connectors-wires', quantity: 2 },
    ]),
    order(8 * 60, { target: 'confirmed', paymentMethod: 'cod' }, [
      { category: 'engines', maxRupees: 30_000 },
    ]),
    order(40, { target: 'pending', paymentMethod: 'upi' }, [
      { category: 'boats', maxRupees: 25_000 },
    ]),
    // A courier's statuses (docs/decisions/shipments-and-couriers.md).
    order(days(2), { target: 'out_for_delivery', paymentMethod: 'cod' }, [
      { category: 'propellers', quantity: 2 },
    ]),
    order(days(12), { target: 'returned_to_origin', paymentMethod: 'cod' }, [
      { category: 'accessories-materials' },
    ]),
  ];
}

function randomDrafts(
  customer: SeededCustomer,
  pool: SeededProduct[],
  rng: Random,
  now: Date,
): Draft[] {
  const pickProduct = (listed: SeededProduct[]) => {
    const r = rng.next();
    const band = listed.filter((p) =>
      r < 0.72
        ? p.pricePaise < 1_000_000
        : r < 0.96
          ? p.pricePaise >= 1_000_000 && p.pricePaise < 5_000_000
          : p.pricePaise >= 5_000_000,
    );
    return rng.pick(band.length > 0 ? band : listed);
  };
  const count = rng.int(3, 5);
  const ages = Array.from({ length: count }, () => rng.int(30, 90 * 24 * 60)).sort((a, b) => b - a);
  return ages.map((minutesAgo, index): Draft => {
    const listed = listedBefore(pool, now, minutesAgo);
    const products = [...new Set(Array.from({ length: rng.int(1, 3) }, () => pickProduct(listed)))];
    const lines = products.map((product) => ({
      product,
      quantity: product.pricePaise < 100_000 ? rng.int(1, 3) : 1,
    }));
    const methodRoll = rng.next();
    const paymentMethod: PaymentMethodType =
      methodRoll < 0.35
        ? 'cod'
        : methodRoll < 0.65
          ? 'upi'
          : methodRoll < 0.85
            ? 'card'
            : methodRoll < 0.92
              ? 'netbanking'
              : methodRoll < 0.97
                ? 'wallet'
                : 'emi';
    const couponCode =
      index === 0 && rng.chance(0.35)
        ? rng.pick(['WELCOME10', 'FIRST10'])
        : index > 0 && rng.chance(0.15)
          ? 'FLAT500'
          : undefined;
    const cancelled = minutesAgo > 24 * 60 && rng.chance(0.1);
    return {
      customer,
      minutesAgo,
      lines,
      paymentMethod,
      shippingMethod: rng.chance(0.15) ? 'express' : 'standard',
      couponCode,
      target: cancelled ? 'cancelled' : 'delivered',
      cancelledFrom: cancelled ? rng.pick(['confirmed', 'processing'] as const) : undefined,
    };
  });
}

/** Products already listed when an order was placed (all of them if none were, so a plan never fails). */
function listedBefore(pool: SeededProduct[], now: Date, minutesAgo: number): SeededProduct[] {
  const placed = now.getTime() - minutesAgo * MINUTE;
  const listed = pool.filter((p) => p.createdAt.getTime() < placed - DAY);
  return listed.length > 0 ? listed : pool;
}

function toPlan(
  draft: Draft,
  coupons: Map<string, QuoteCoupon>,
  now: Date,
  rng: Random,
  used: Set<string>,
): OrderPlan {
  const address = draft.customer.addresses[draft.addressIndex ?? 0] ?? draft.customer.addresses[0];
  if (!address) throw new Error(`${draft.customer.email} has no address`);
  const lines = draft.lines.map(({ product, quantity }) => ({
    productId: product.id,
    // A product sold in versions: its cheapest one (the product's price is that one's).
    name: variantDisplayName(product.name, cheapestVariant(product)?.label),
    unitPricePaise: product.pricePaise,
    quantity,
    gstRateBp: product.gstRateBp,
    shipsBySurface: product.shipsBySurface,
  }));
  // Express cannot carry goods that ship by surface only, as checkout would refuse it.
  const shippingMethod =
    draft.shippingMethod === 'express' && !needsSurface(lines) ? 'express' : 'standard';
  // The warehouse that ships it and the GST registration it invoices from, as checkout decides.
  const { warehouse, supplier } = supplierFor(
    address.state,
    defaultSettings.shipping,
    defaultSettings.general,
  );
  const priced = (couponCode: string | undefined) =>
    quote({
      lines,
      coupon: couponCode ? (coupons.get(couponCode) ?? null) : null,
      deliveryState: address.state,
      shopState: supplier.state,
      shippingMethod,
      shipping: defaultSettings.shipping,
    });
  let q = priced(draft.couponCode);
  // A coupon that does not qualify is simply not used, as checkout would refuse it.
  if (q.couponError) q = priced(undefined);
  // COD above the limit and EMI on small orders are refused at checkout, so pay otherwise.
  let paymentMethod = draft.paymentMethod;
  if (paymentMethod === 'cod' && q.totalPaise > defaultSettings.payment.codLimitPaise)
    paymentMethod = 'card';
  if (paymentMethod === 'emi' && q.totalPaise < 500_000) paymentMethod = 'upi';

  const placedAt = new Date(now.getTime() - draft.minutesAgo * MINUTE);
  const trackingNumber = `DLV${rng.code(10, '0123456789')}`;
  const events = eventsFor({
    draft,
    paymentMethod,
    placedAt,
    now,
    trackingNumber,
    totalPaise: q.totalPaise,
    deliveryDays: q.deliveryDays.max,
    address,
  });
  const status = events[events.length - 1]?.status ?? 'pending';
  const isOnline = paymentMethod !== 'cod';
  const wasPaidOnline = isOnline && events.some((e) => e.status === 'confirmed');

  return {
    orderNumber: orderNumber(placedAt, rng, used),
    customer: draft.customer,
    address,
    status,
    paymentMethod,
    shippingMethod,
    placedAt,
    lines: draft.lines,
    couponCode: q.couponCode,
    quote: q,
    warehouse,
    supplier,
    trackingNumber: events.some((e) => e.status === 'shipped') ? trackingNumber : null,
    events,
    providerOrderId: isOnline ? `order_sim_${rng.code(14, ALNUM)}` : null,
    providerPaymentId: wasPaidOnline ? `pay_sim_${rng.code(14, ALNUM)}` : null,
    refundId: wasPaidOnline && status === 'cancelled' ? `rfnd_sim_${rng.code(14, ALNUM)}` : null,
  };
}

function eventsFor(input: {
  draft: Draft;
  paymentMethod: PaymentMethodType;
  placedAt: Date;
  now: Date;
  trackingNumber: string;
  totalPaise: number;
  deliveryDays: number;
  address: AddressSeed;
}): OrderEvent[] {
  const { draft, placedAt } = input;
  const at = (ms: number) => new Date(placedAt.getTime() + ms);
  const cod = input.paymentMethod === 'cod';
  const methodName = {
    cod: 'Cash on Delivery',
    card: 'card',
    upi: 'UPI',
    netbanking: 'net banking',
    wallet: 'wallet',
    emi: 'card EMI',
  }[input.paymentMethod];
  const rupees = paiseToRupees(input.totalPaise).toLocaleString('en-IN', {
    minimumFractionDigits: 2,
  });
  const all: Record<(typeof orderStatusChain)[number], OrderEvent> = {
    // The same first entries a real order gets (orders.service placeOrder).
    pending: {
      status: 'pending',
      at: at(0),
      message: cod ? 'Order placed (cash on delivery)' : 'Order placed, awaiting payment',
      automated: true,
    },
    confirmed: cod
      ? {
          status: 'confirmed',
          at: at(1),
          message: 'Order confirmed',
          automated: true,
        }
      : {
          status: 'confirmed',
          at: at(3 * MINUTE),
          message: `Payment of ₹${rupees} received by ${methodName}.`,
          automated: true,
        },
    processing: {
      status: 'processing',
      at: at(5 * HOUR),
      // The customer reads the timeline: the warehouse is the shop's own business.
      message: 'Packed and ready to ship.',
      automated: false,
    },
    shipped: {
      status: 'shipped',
      at: at(22 * HOUR),
      message: `Shipped with Delhivery, AWB ${input.trackingNumber}.`,
      automated: false,
    },
    delivered: {
      status: 'delivered',
      at: at(22 * HOUR + input.deliveryDays * DAY),
      message: `Delivered to ${input.address.name}.`,
      automated: true,
    },
  };
  // A courier's statuses come after shipped (docs/decisions/shipments-and-couriers.md).
  const courierEnd =
    draft.target === 'out_for_delivery' || draft.target === 'returned_to_origin'
      ? draft.target
      : null;
  const last =
    draft.target === 'cancelled'
      ? (draft.cancelledFrom ?? 'confirmed')
      : courierEnd
        ? 'shipped'
        : draft.target;
  const chain = orderStatusChain.slice(
    0,
    orderStatusChain.indexOf(last as (typeof orderStatusChain)[number]) + 1,
  );
  const events = chain.map((s) => all[s]).filter((e) => e.at <= input.now);
  if (courierEnd) {
    const shipped = all.shipped.at.getTime();
    const at = new Date(
      courierEnd === 'out_for_delivery'
        ? Math.min(shipped + input.deliveryDays * DAY, input.now.getTime() - HOUR)
        : shipped + 6 * DAY,
    );
    events.push({
      status: courierEnd,
      at: at <= input.now ? at : input.now,
      message:
        courierEnd === 'out_for_delivery'
          ? `Delhivery: OUT FOR DELIVERY (${input.address.city})`
          : 'Delhivery: RTO DELIVERED · Stock returned to the shelf',
      automated: true,
    });
  }
  if (draft.target === 'cancelled') {
    const after = events[events.length - 1]?.at ?? placedAt;
    const cancelAt = new Date(after.getTime() + 2 * HOUR);
    if (cancelAt <= input.now)
      events.push({
        status: 'cancelled',
        at: cancelAt,
        message: 'Cancelled by customer',
        automated: false,
        byCustomer: true,
      });
  }
  return events;
}

/** PW-YYMM-XXXXX, the month in India time. */
function orderNumber(placedAt: Date, rng: Random, used: Set<string>): string {
  const ist = indiaWallClock(placedAt);
  const yymm = `${String(ist.getUTCFullYear()).slice(2)}${String(ist.getUTCMonth() + 1).padStart(2, '0')}`;
  for (;;) {
    const candidate = `PW-${yymm}-${rng.code(5, ORDER_ALPHABET)}`;
    if (!used.has(candidate)) {
      used.add(candidate);
      return candidate;
    }
  }
}
