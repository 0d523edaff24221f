import { and, eq } from 'drizzle-orm';
import type { CheckoutQuote, PaymentTotals } from '@propwash/domain/orders/schemas';
import { codAdvanceAsksHistory, codAdvanceFor } from '@propwash/domain/orders/cod-advance';
import type { PaymentMethodType } from '@propwash/domain/orders/status';
import { formatPaiseShort, paiseToRupees, type Paise } from '@propwash/domain/money';
import { placeOfSupplyOf, type BusinessBuyer } from '@propwash/domain/orders/business-buyer';
import { gstBpToPercent } from '@propwash/domain/pricing/gst';
import { quote, type Quote, type QuoteLineInput } from '@propwash/domain/pricing/quote';
import { supplierFor } from '@propwash/domain/orders/supplier';
import type {
  GeneralSettings,
  CodAdvanceSettings,
  CodBlockSettings,
  CodConfirmationSettings,
  PaymentSettings,
  ShippingSettings,
} from '@propwash/domain/settings/defaults';
import type { ShippingMethod } from '@propwash/domain/shipping/shipping';
import { AppError } from '../../../platform/app-error.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import type { CartService, CheckoutLine, LineRef } from '../../cart/cart.service.ts';
import type { CatalogService } from '../../catalog/catalog.service.ts';
import type {
  CouponClient,
  CouponsPort,
  OfferedMethod,
  OrderCoupon,
  PaymentMethodsPort,
} from '../orders.ports.ts';
import type { SettingsService } from '../../settings/settings.service.ts';
import { droneAcknowledgementFor } from './placement.drones.ts';
import { orders } from '../orders.tables.ts';

export type CheckoutInput = {
  state: string;
  shippingMethod: ShippingMethod;
  couponCode?: string | undefined;
  /** Buying for a business: its checked GSTIN and legal name (docs/decisions/business-buyers.md). */
  business?: BusinessBuyer | undefined;
  /** The way of payment the figures are for (any online method: online); absent: see payKindOf. */
  paymentMethod?: PaymentMethodType | undefined;
};

/** What the quote also knows for the COD blocks: the delivery phone and pincode typed so far. */
export type CheckoutQuoteInput = CheckoutInput & {
  phone?: string | undefined;
  pincode?: string | undefined;
};

/** Cash on delivery blocked after returns: the reason shown, or null (the COD blocks' check). */
export type CodBlockCheck = (
  who: { userId: string; phone?: string | undefined; pincode?: string | undefined },
  q: Db | Tx,
  /** The rules, read with the pricing context before any transaction (see `context`). */
  rules: CodBlockSettings,
) => Promise<string | null>;

/** The two ways of paying whose figures differ (docs/decisions/cod-fee-and-prepaid-saving.md). */
export type PayKind = 'cod' | 'online';
export const payKindOf = (method: PaymentMethodType): PayKind =>
  method === 'cod' ? 'cod' : 'online';

/** A cart line as the order will record it: catalog values read now, never the client's. */
export type PricedLine = QuoteLineInput & {
  /** The variant of the line and its label (null: a product without variants). */
  variantId: string | null;
  variantLabel: string | null;
  sku: string;
  image: string | null;
  category: string;
  hsnCode: string;
  /** A drone's all-up weight in grams, kept on the order line; null: not a drone. */
  droneWeightGrams: number | null;
  /** What can be bought now (0 when sold out or marked out of stock). */
  available: number;
  isActive: boolean;
};

export type PricingContext = {
  /** The store profile: its registration invoices what no warehouse GSTIN does. */
  general: GeneralSettings;
  shipping: ShippingSettings;
  payment: PaymentSettings;
  methods: OfferedMethod[];
  /** Which cash-on-delivery orders wait for the customer's confirmation (placement.place.ts). */
  codConfirmation: CodConfirmationSettings;
  /** Which cash-on-delivery orders pay an advance first (docs/decisions/part-paid-cod.md). */
  codAdvance: CodAdvanceSettings;
  /** After how many returns to origin COD is blocked (docs/decisions/cod-blocks.md). */
  codBlocks: CodBlockSettings;
};

export type PricedCart = {
  lines: PricedLine[];
  /** The figures for the way of payment asked (CheckoutInput.paymentMethod). */
  quote: Quote;
  /** The figures for each way of paying: the COD fee in one, the prepaid saving in the other. */
  byPayment: Record<PayKind, Quote>;
  coupon: OrderCoupon | null;
  /** Why the coupon gives nothing (unknown, expired, below minimum ...), else null. */
  couponError: string | null;
  problems: string[];
  /** Every line of the cart, priced or not. */
  lineCount: number;
  /** Lines of disabled products or variants (left out of `lines`). */
  disabledLines: LineRef[];
};

/**
 * Prices the signed-in customer's server cart with the one quote() of packages/domain: the cart
 * page, the checkout summary and the order itself all come from here.
 */
export function createPricing(deps: {
  db: Db;
  settings: SettingsService;
  coupons: CouponsPort;
  paymentMethods: PaymentMethodsPort;
  cart: Pick<CartService, 'checkoutLines' | 'linesSql' | 'checkoutLinesOf'>;
  catalog: Pick<CatalogService, 'imageUrl'>;
  /**
   * The signed-in shopper is at checkout with these lines and total (the quote the checkout page
   * asks for on load): the cart's abandoned-checkout record (docs/decisions/abandoned-checkout.md).
   */
  /**
   * Why cash on delivery is switched off for this account, phone or pincode after parcels came
   * back (the polite words the shopper reads), else null (docs/decisions/cod-blocks.md).
   */
  codBlock?: CodBlockCheck | undefined;
  checkoutSeen?: (
    userId: string,
    lines: { productId: string; variantId: string | null; quantity: number }[],
    totalPaise: number,
  ) => Promise<void>;
}) {
  const { db, settings, coupons, paymentMethods, cart, catalog } = deps;

  /**
   * Everything pricing needs that is not the cart itself (cached settings), read before a
   * transaction opens: on PGlite (one connection) a query outside an open transaction would wait
   * for it forever.
   */
  async function context(): Promise<PricingContext> {
    const [general, shipping, payment, methods, codConfirmation, codAdvance, codBlocks] =
      await Promise.all([
        settings.get('general'),
        settings.get('shipping'),
        settings.get('payment'),
        paymentMethods.enabled(),
        settings.get('codConfirmation'),
        settings.get('codAdvance'),
        settings.get('codBlocks'),
      ]);
    return { general, shipping, payment, methods, codConfirmation, codAdvance, codBlocks };
  }

  /** The cart's lines (the cart module reads them with their products), priced as they are now. */
  function pricedLinesOf(rows: CheckoutLine[]): PricedLine[] {
    return rows.map((r) => ({
      productId: r.productId,
      variantId: r.variantId,
      variantLabel: r.variantLabel,
      name: r.name,
      sku: r.sku,
      unitPricePaise: r.pricePaise,
      quantity: r.quantity,
      gstRateBp: r.gstRateBp,
      hsnCode: r.hsnCode,
      droneWeightGrams: r.droneWeightGrams,
      category: r.category,
      image: r.variantImage ?? (r.imageKey ? catalog.imageUrl(r.imageKey) : null),
      available: r.stockStatus === 'in_stock' ? r.stock : 0,
      isActive: r.isActive,
      shipsBySurface: r.shipsBySurface,
    }));
  }

  /**
   * Prices the cart with `q` only (a transaction's handle inside one), using a prepared context;
   * `read`: the cart's lines when the caller has read them already (cart.checkoutLinesOf).
   */
  async function price(
    q: Db | Tx,
    userId: string,
    input: CheckoutInput,
    ctx: PricingContext,
    read?: CheckoutLine[],
  ): Promise<PricedCart> {
    const all = pricedLinesOf(read ?? (await cart.checkoutLines(q, userId)));
    const problems: string[] = [];
    for (const line of all) {
      if (!line.isActive) problems.push(`${line.name} is no longer available`);
      else if (line.available === 0) problems.push(`${line.name} is sold out`);
      else if (line.quantity > line.available) {
        problems.push(`Only ${line.available} of ${line.name} left in stock`);
      }
    }
    const lines = all.filter((l) => l.isActive);
    const disabledLines = all
      .filter((l) => !l.isActive)
      .map((l) => ({ productId: l.productId, variantId: l.variantId }));

    let coupon: OrderCoupon | null = null;
    let couponError: string | null = null;
    if (input.couponCode) {
      try {
        coupon = await coupons.usable(input.couponCode, userId, q);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        couponError = error.message;
      }
    }
    const base = {
      lines,
      coupon,
      deliveryState: input.state,
      // The supplier's state is that of the shipping warehouse's GST registration.
      shopState: supplierFor(input.state, ctx.shipping, ctx.general).supplier.state,
      shippingMethod: input.shippingMethod,
      shipping: ctx.shipping,
    };
    const byPayment: Record<PayKind, Quote> = {
      cod: quote({ ...base, payment: { method: 'cod', codFeePaise: ctx.payment.codFeePaise } }),
      online: quote({
        ...base,
        payment: { method: 'online', saving: ctx.payment.prepaidSaving },
      }),
    };
    const result = byPayment[input.paymentMethod ? payKindOf(input.paymentMethod) : 'online'];
    // Express goes by air: a cart with goods that ship by surface only cannot have it.
    if (input.shippingMethod === 'express' && result.expressUnavailable) {
      throw new AppError('VALIDATION_FAILED', result.expressUnavailable, {
        details: {
          surfaceOnly: lines
            .filter((l) => l.shipsBySurface)
            .map((l) => ({ productId: l.productId, name: l.name })),
        },
      });
    }
    if (result.couponError) couponError = result.couponError;
    if (couponError) coupon = null;
    return {
      lines,
      quote: result,
      byPayment,
      coupon,
      couponError,
      problems,
      lineCount: all.length,
      disabledLines,
    };
  }

  /**
   * Methods offered: enabled ones; cash on delivery only up to its limit (its total with the COD
   * fee) and not where it is blocked after parcels came back (`codBlocked`, the polite reason).
   */
  function offeredMethods(codTotalPaise: Paise, ctx: PricingContext, codBlocked: string | null) {
    const { payment } = ctx;
    const enabled = ctx.methods.filter((m) => payment.enabledMethods.includes(m.type));
    const codOn = enabled.some((m) => m.type === 'cod') && payment.codEnabled;
    const codUnavailable = !codOn
      ? null
      : codTotalPaise > payment.codLimitPaise
        ? `Cash on delivery is available for orders up to ${formatPaiseShort(payment.codLimitPaise)}`
        : codBlocked;
    return {
      methods: enabled.filter((m) => m.type !== 'cod' || (codOn && codUnavailable === null)),
      codLimitPaise: payment.codEnabled ? payment.codLimitPaise : null,
      codUnavailable,
      emiMonths: payment.emiTenureMonths,
    };
  }

  /** Whether this customer has had an order delivered (for the first-order rules). */
  async function deliveredBefore(q: Db | Tx, userId: string): Promise<boolean> {
    const [row] = await q
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'delivered')))
      .limit(1);
    return row !== undefined;
  }

  /** The figures of one way of paying, in rupees (checkoutQuoteSchema's byPaymentMethod). */
  function paymentTotals(q: Quote, advancePaise: Paise): PaymentTotals {
    const isCod = q.codFeeLine.chargePaise > 0 || advancePaise > 0;
    return {
      total: paiseToRupees(q.totalPaise),
      codFee: paiseToRupees(q.codFeeLine.chargePaise),
      prepaidSaving: paiseToRupees(q.prepaidSavingPaise),
      tax: paiseToRupees(q.taxPaise),
      roundOff: paiseToRupees(q.roundOffPaise),
      advance: paiseToRupees(advancePaise),
      payOnDelivery: isCod ? paiseToRupees(q.totalPaise - advancePaise) : 0,
    };
  }

  return {
    context,
    price,
    deliveredBefore,
    /** Why cash on delivery is blocked for this account, phone or pincode, else null. */
    codBlocked: async (who: Parameters<CodBlockCheck>[0], q: Db | Tx, ctx: PricingContext) =>
      (await deps.codBlock?.(who, q, ctx.codBlocks)) ?? null,
    /** The cart's lines as SQL (placeholder `userId`) and its rows' reader, for placement.place.ts. */
    cartLinesSql: cart.linesSql,
    cartLinesOf: cart.checkoutLinesOf,

    /**
     * POST /checkout/quote, in rupees; a coupon code counts as an attempt (coupons.guardAttempt).
     * Express for a cart with goods that ship by surface only is refused (400, naming them).
     * The figures of both ways of paying are in `byPaymentMethod`; the top-level ones follow
     * `paymentMethod` (docs/decisions/cod-fee-and-prepaid-saving.md).
     */
    async quoteFor(client: CouponClient, input: CheckoutQuoteInput): Promise<CheckoutQuote> {
      const { userId } = client;
      if (input.couponCode) await coupons.guardAttempt(input.couponCode, client);
      const ctx = await context();
      const priced = await price(db, userId, input, ctx);
      const codBlocked =
        (await deps.codBlock?.(
          { userId, phone: input.phone, pincode: input.pincode },
          db,
          ctx.codBlocks,
        )) ?? null;
      const offer = offeredMethods(priced.byPayment.cod.totalPaise, ctx, codBlocked);
      const codOffered = offer.methods.some((m) => m.type === 'cod');
      const onlineOffered = offer.methods.some((m) => m.type !== 'cod');
      const firstTime = codAdvanceAsksHistory(ctx.codAdvance, codOffered)
        ? !(await deliveredBefore(db, userId))
        : undefined;
      const advancePaise = codAdvanceFor(ctx.codAdvance, {
        isCod: codOffered,
        totalPaise: priced.byPayment.cod.totalPaise,
        firstTime,
      });
      const kind: PayKind = input.paymentMethod
        ? payKindOf(input.paymentMethod)
        : !onlineOffered && codOffered
          ? 'cod'
          : 'online';
      const q = priced.byPayment[kind];
      await deps.checkoutSeen?.(
        userId,
        priced.lines.map((l) => ({
          productId: l.productId,
          variantId: l.variantId,
          quantity: l.quantity,
        })),
        q.totalPaise,
      );
      return {
        items: q.lines.map((l, i) => ({
          productId: l.productId,
          variantId: priced.lines[i]?.variantId ?? null,
          variantLabel: priced.lines[i]?.variantLabel ?? null,
          name: l.name,
          image: priced.lines[i]?.image ?? null,
          price: paiseToRupees(l.unitPricePaise),
          quantity: l.quantity,
          gstRate: gstBpToPercent(l.gstRateBp),
          lineSubtotal: paiseToRupees(l.lineSubtotalPaise),
          discount: paiseToRupees(l.discountPaise + l.savingPaise),
          tax: paiseToRupees(l.taxPaise),
          lineTotal: paiseToRupees(l.lineTotalPaise),
        })),
        subtotal: paiseToRupees(q.subtotalPaise),
        discount: paiseToRupees(q.discountPaise),
        shipping: paiseToRupees(q.shippingPaise),
        tax: paiseToRupees(q.taxPaise),
        cgst: paiseToRupees(q.cgstPaise),
        sgst: paiseToRupees(q.sgstPaise),
        igst: paiseToRupees(q.igstPaise),
        total: paiseToRupees(q.totalPaise),
        roundOff: paiseToRupees(q.roundOffPaise),
        shippingTax: paiseToRupees(q.shippingLine.taxPaise),
        codFee: paiseToRupees(q.codFeeLine.chargePaise),
        codFeeTax: paiseToRupees(q.codFeeLine.taxPaise),
        prepaidSaving: paiseToRupees(q.prepaidSavingPaise),
        taxIncluded: true,
        couponCode: q.couponCode,
        couponError: priced.couponError,
        deliveryDays: q.deliveryDays,
        expressUnavailable: q.expressUnavailable,
        paymentMethods: offer.methods.map((m) => ({
          type: m.type,
          name: m.name,
          description: m.description,
        })),
        codLimit: offer.codLimitPaise === null ? null : paiseToRupees(offer.codLimitPaise),
        byPaymentMethod: {
          cod: codOffered ? paymentTotals(priced.byPayment.cod, advancePaise) : null,
          online: onlineOffered ? paymentTotals(priced.byPayment.online, 0) : null,
        },
        codUnavailable: offer.codUnavailable,
        emiPlans: offer.emiMonths.map((months) => ({
          months,
          monthly: paiseToRupees(Math.ceil(priced.byPayment.online.totalPaise / months)),
        })),
        problems: priced.problems,
        buyer: input.business ?? null,
        placeOfSupply: placeOfSupplyOf(input.state),
        // A micro or larger drone in the cart: the words to acknowledge (docs/decisions/drones.md).
        droneAcknowledgement: droneAcknowledgementFor(priced.lines),
      };
    },

    /**
     * Refuses a payment method this order may not use, with the reason the shopper sees.
     * `codTotalPaise`: the order's total if paid cash on delivery (with the COD fee);
     * `codBlocked`: why COD is blocked for this customer, phone or pincode, else null.
     */
    assertMethodOffered(
      ctx: PricingContext,
      method: PaymentMethodType,
      codTotalPaise: Paise,
      emiMonths?: number,
      codBlocked: string | null = null,
    ): void {
      const offer = offeredMethods(codTotalPaise, ctx, codBlocked);
      if (offer.methods.some((m) => m.type === method)) {
        if (method === 'emi' && emiMonths !== undefined && !offer.emiMonths.includes(emiMonths)) {
          throw new AppError(
            'VALIDATION_FAILED',
            `EMI is offered for ${offer.emiMonths.join(', ')} months`,
          );
        }
        return;
      }
      if (method === 'cod' && offer.codUnavailable) {
        throw new AppError('VALIDATION_FAILED', offer.codUnavailable);
      }
      throw new AppError('VALIDATION_FAILED', 'This payment method is not available');
    },
  };
}
export type Pricing = ReturnType<typeof createPricing>;
