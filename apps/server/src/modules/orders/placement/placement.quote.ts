import type { CheckoutQuote } from '@propwash/domain/orders/schemas';
import type { PaymentMethodType } from '@propwash/domain/orders/status';
import { formatPaiseShort, paiseToRupees, type Paise } from '@propwash/domain/money';
import { placeOfSupplyOf, type BusinessBuyer } from '@propwash/domain/orders/business-buyer';
import { gstBpToPercent } from '@propwash/domain/pricing/gst';
import { quote, type Quote, type QuoteLineInput } from '@propwash/domain/pricing/quote';
import { supplierFor } from '@propwash/domain/orders/supplier';
import type {
  GeneralSettings,
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

export type CheckoutInput = {
  state: string;
  shippingMethod: ShippingMethod;
  couponCode?: string | undefined;
  /** Buying for a business: its checked GSTIN and legal name (docs/decisions/business-buyers.md). */
  business?: BusinessBuyer | undefined;
};

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
};

export type PricedCart = {
  lines: PricedLine[];
  quote: Quote;
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
    const [general, shipping, payment, methods, codConfirmation] = await Promise.all([
      settings.get('general'),
      settings.get('shipping'),
      settings.get('payment'),
      paymentMethods.enabled(),
      settings.get('codConfirmation'),
    ]);
    return { general, shipping, payment, methods, codConfirmation };
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
    const result = quote({
      lines,
      coupon,
      deliveryState: input.state,
      // The supplier's state is that of the shipping warehouse's GST registration.
      shopState: supplierFor(input.state, ctx.shipping, ctx.general).supplier.state,
      shippingMethod: input.shippingMethod,
      shipping: ctx.shipping,
    });
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
      coupon,
      couponError,
      problems,
      lineCount: all.length,
      disabledLines,
    };
  }

  /** Methods offered for an order of this total: enabled ones; COD only up to its limit. */
  function offeredMethods(totalPaise: Paise, ctx: PricingContext) {
    const { payment } = ctx;
    const codAllowed = payment.codEnabled && totalPaise <= payment.codLimitPaise;
    return {
      methods: ctx.methods.filter(
        (m) => payment.enabledMethods.includes(m.type) && (m.type !== 'cod' || codAllowed),
      ),
      codLimitPaise: payment.codEnabled ? payment.codLimitPaise : null,
      emiMonths: payment.emiTenureMonths,
    };
  }

  return {
    context,
    price,
    /** The cart's lines as SQL (placeholder `userId`) and its rows' reader, for placement.place.ts. */
    cartLinesSql: cart.linesSql,
    cartLinesOf: cart.checkoutLinesOf,

    /**
     * POST /checkout/quote, in rupees; a coupon code counts as an attempt (coupons.guardAttempt).
     * Express for a cart with goods that ship by surface only is refused (400, naming them).
     */
    async quoteFor(client: CouponClient, input: CheckoutInput): Promise<CheckoutQuote> {
      const { userId } = client;
      if (input.couponCode) await coupons.guardAttempt(input.couponCode, client);
      const ctx = await context();
      const priced = await price(db, userId, input, ctx);
      const q = priced.quote;
      await deps.checkoutSeen?.(
        userId,
        priced.lines.map((l) => ({
          productId: l.productId,
          variantId: l.variantId,
          quantity: l.quantity,
        })),
        q.totalPaise,
      );
      const offer = offeredMethods(q.totalPaise, ctx);
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
          discount: paiseToRupees(l.discountPaise),
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
        emiPlans: offer.emiMonths.map((months) => ({
          months,
          monthly: paiseToRupees(Math.ceil(q.totalPaise / months)),
        })),
        problems: priced.problems,
        buyer: input.business ?? null,
        placeOfSupply: placeOfSupplyOf(input.state),
        // A micro or larger drone in the cart: the words to acknowledge (docs/decisions/drones.md).
        droneAcknowledgement: droneAcknowledgementFor(priced.lines),
      };
    },

    /** Refuses a payment method this order may not use, with the reason the shopper sees. */
    assertMethodOffered(
      ctx: PricingContext,
      method: PaymentMethodType,
      totalPaise: Paise,
      emiMonths?: number,
    ): void {
      const offer = offeredMethods(totalPaise, ctx);
      if (offer.methods.some((m) => m.type === method)) {
        if (method === 'emi' && emiMonths !== undefined && !offer.emiMonths.includes(emiMonths)) {
          throw new AppError(
            'VALIDATION_FAILED',
            `EMI is offered for ${offer.emiMonths.join(', ')} months`,
          );
        }
        return;
      }
      if (method === 'cod' && offer.codLimitPaise !== null && totalPaise > offer.codLimitPaise) {
        throw new AppError(
          'VALIDATION_FAILED',
          `Cash on delivery is available for orders up to ${formatPaiseShort(offer.codLimitPaise)}`,
        );
      }
      throw new AppError('VALIDATION_FAILED', 'This payment method is not available');
    },
  };
}
export type Pricing = ReturnType<typeof createPricing>;
