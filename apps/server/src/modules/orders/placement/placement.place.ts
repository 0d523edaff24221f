import { sql, type SQL } from 'drizzle-orm';
import {
  whatsappUpdatesPhone,
  type PlaceOrderBody,
  type PlacedOrder,
} from '@propwash/domain/orders/schemas';
import { lowStockCrossings } from '@propwash/domain/inventory/low-stock';
import {
  codConfirmationAsksHistory,
  needsCodConfirmation,
} from '@propwash/domain/orders/cod-confirmation';
import { codAdvanceAsksHistory, codAdvanceFor } from '@propwash/domain/orders/cod-advance';
import { formatPaiseShort } from '@propwash/domain/money';
import { AppError } from '../../../platform/app-error.ts';
import { isUniqueViolation } from '../../../platform/pg-errors.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import type { EventBus } from '../../../platform/events.ts';
import {
  findIdempotent,
  keyRowSql,
  requestHash,
  storedKeyOf,
  withIdempotencyIn,
  type Completion,
  type Replay,
  type StoredKeyJson,
} from '../../../platform/idempotency.ts';
import { executeByShape, insertRowsSql, preparedSql } from '../../../platform/prepared-sql.ts';
import type { CartService, LineRef } from '../../cart/cart.service.ts';
import type { CartLineRow } from '../../cart/cart.statements.ts';
import type { Email } from '../../../platform/mail.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import type { Pricing, PricingContext } from './placement.quote.ts';
import { codConfirmUrl } from '../lifecycle/lifecycle.cod-token.ts';
import { orderEmail } from '../lifecycle/lifecycle.emails.ts';
import { orderEvent } from '../lifecycle/lifecycle.notices.ts';
import { newOrderRows } from './placement.rows.ts';
import { toOrder } from '../orders.view.ts';
import type {
  BuyerProfilePort,
  CouponClient,
  CouponsPort,
  OrderUpdatesPort,
  OrderConsentPort,
  StockPort,
} from '../orders.ports.ts';
import { droneAcknowledgementFor, droneAcknowledgementMissing } from './placement.drones.ts';
import { orderItems, orders, orderTimeline } from '../orders.tables.ts';

/** What runs once the order committed: live listeners, the email (SMTP), the caches. */
type AfterCommit = () => void;

/** Tries at placing an order whose random number another order took this month (placement.numbers.ts). */
const ORDER_NUMBER_ATTEMPTS = 3;

/**
 * POST /orders as one script in one transaction (one commit): the customer's order lock, the
 * Idempotency-Key (a retry gets the first answer), the re-quote from the server cart, then the
 * order with its lines and timeline, the cart emptied, the stock taken and the confirmation email
 * stored (one statement), the coupon redeemed, the stored answer (no invoice: it is issued at
 * packing, docs/decisions/invoice-timing.md) and the live events (NOTIFY, delivered at commit).
 * Each module's rows are written by that module's function, called with the transaction. The answer is built from what was written, so
 * no read follows the commit. See docs/decisions/one-commit-per-order.md.
 */
export function createPlaceOrder(deps: {
  db: Db;
  pricing: Pricing;
  cart: Pick<CartService, 'clearLinesSql' | 'removeLines'>;
  coupons: Pick<CouponsPort, 'guardAttempt' | 'redeem'>;
  stock: Pick<StockPort, 'take'>;
  /** The customer's account keeps the business they bought for (the accounts module's). */
  buyerProfile: BuyerProfilePort;
  /** "Send order updates on WhatsApp" ticked: the grant (the privacy module's consent log). */
  consents: OrderConsentPort;
  events: Pick<EventBus, 'publishSql'>;
  emailFor: NotificationsService['emailFor'];
  publicUrl: string;
  /** Signs the confirmation link of a cash-on-delivery order that waits (lifecycle/lifecycle.cod-token.ts). */
  codConfirmSecret: string;
  /**
   * These products' stock changed, so their product pages must not show the old figure: the
   * other instances' message as select-list SQL sent at commit, and this instance's drop.
   */
  stockChangedIn: (productIds: string[]) => { notice: SQL | null; apply: () => void };
  log: (msg: string, err?: unknown) => void;
  /** WhatsApp's "placed" message or COD confirmation, after commit (docs/decisions/whatsapp.md). */
  orderUpdates?: Pick<OrderUpdatesPort, 'placed'> | undefined;
}) {
  const { db, pricing, coupons } = deps;

  // The statements every order sends, built once (platform/prepared-sql.ts).
  const orderLock = preparedSql<unknown, { lock: string }>(
    'orders_customer_lock',
    sql`select pg_advisory_xact_lock(hashtext(${sql.placeholder('lock')}))`,
  );
  /** Under the lock, in one round trip: the Idempotency-Key's record and the cart's lines. */
  const keyAndCart = preparedSql<
    { key_row: StoredKeyJson | string | null; lines: CartLineRow[] | string },
    { idempotencyScope: string; idempotencyKey: string; userId: string }
  >(
    'orders_key_and_cart',
    sql`select ${keyRowSql} as key_row,
      (select coalesce(json_agg(x), '[]'::json) from (${pricing.cartLinesSql}) x) as lines`,
  );
  /**
   * The same, and whether an order of this customer was ever delivered: sent instead of the
   * above only when the first-time rule of cash-on-delivery confirmation applies, so it costs no
   * round trip of its own (docs/decisions/cod-confirmation.md).
   */
  const keyCartAndHistory = preparedSql<
    {
      key_row: StoredKeyJson | string | null;
      lines: CartLineRow[] | string;
      delivered_before: boolean;
    },
    { idempotencyScope: string; idempotencyKey: string; userId: string }
  >(
    'orders_key_cart_history',
    sql`select ${keyRowSql} as key_row,
      (select coalesce(json_agg(x), '[]'::json) from (${pricing.cartLinesSql}) x) as lines,
      exists (select 1 from orders_order o where o.user_id = ${sql.placeholder('userId')}
        and o.status = 'delivered') as delivered_before`,
  );

  async function script(
    tx: Tx,
    userId: string,
    body: PlaceOrderBody,
    ctx: PricingContext,
    completion: Completion<PlacedOrder>,
    found: { unavailable: LineRef[]; after: AfterCommit[] },
    cartLines: CartLineRow[],
    /** True: no order of this customer delivered yet; undefined: not asked. */
    firstTime: boolean | undefined,
    /** The whatsapp_updates grant the order carries (built before the transaction), else null. */
    whatsappGrant: SQL | null,
  ): Promise<PlacedOrder> {
    // 1. Re-quote from the server cart, as the catalog and the coupon stand now.
    const priced = await pricing.price(
      tx,
      userId,
      {
        state: body.shipping.state,
        shippingMethod: body.shippingMethod,
        couponCode: body.couponCode,
        paymentMethod: body.payment.method,
      },
      ctx,
      pricing.cartLinesOf(cartLines),
    );
    if (priced.lineCount === 0) throw new AppError('VALIDATION_FAILED', 'Your cart is empty');
    if (priced.disabledLines.length > 0) {
      found.unavailable = priced.disabledLines;
      throw new AppError(
        'PRODUCT_NOT_FOUND',
        'Some products in your cart are no longer available',
        {
          details: {
            productIds: [...new Set(found.unavailable.map((l) => l.productId))],
            lines: found.unavailable,
          },
        },
      );
    }
    if (body.couponCode && priced.couponError) {
      throw new AppError('VALIDATION_FAILED', priced.couponError);
    }
    const q = priced.quote;
    if (q.subtotalPaise <= 0) throw new AppError('VALIDATION_FAILED', 'Invalid cart total');
    if (q.totalPaise <= 0) throw new AppError('VALIDATION_FAILED', 'Invalid order total');
    const isCod = body.payment.method === 'cod';
    // Cash on delivery is refused where parcels came back (docs/decisions/cod-blocks.md).
    const codBlocked = isCod
      ? await pricing.codBlocked(
          { userId, phone: body.shipping.phone, pincode: body.shipping.pincode },
          tx,
          ctx,
        )
      : null;
    pricing.assertMethodOffered(
      ctx,
      body.payment.method,
      priced.byPayment.cod.totalPaise,
      body.payment.emiMonths,
      codBlocked,
    );
    // A micro or larger drone needs the shopper's acknowledgement of the Drone Rules 2021
    // (docs/decisions/drones.md), the words the quote showed.
    const droneWords = droneAcknowledgementFor(priced.lines);
    if (droneWords && body.droneAcknowledged !== true) {
      throw new AppError('VALIDATION_FAILED', droneAcknowledgementMissing(priced.lines), {
        details: { droneAcknowledgement: droneWords },
      });
    }

    // 2. The order's rows, every column given (ids included), so the answer is what is stored.
    const now = new Date();
    const whatsappPhone = whatsappUpdatesPhone(body);
    // A risky cash-on-delivery order pays an advance online first (docs/decisions/part-paid-cod.md);
    // paying it confirms the order, so it is not also asked to confirm by link.
    const advancePaise = codAdvanceFor(ctx.codAdvance, {
      isCod,
      totalPaise: q.totalPaise,
      firstTime,
    });
    const codAwaits =
      advancePaise === 0 &&
      needsCodConfirmation(ctx.codConfirmation, {
        isCod,
        totalPaise: q.totalPaise,
        firstTime,
      });
    const { order, items, timeline } = newOrderRows({
      userId,
      body,
      ctx,
      priced,
      now,
      codAwaits,
      advancePaise,
      droneAcknowledged: droneWords !== null,
    });
    const answer: PlacedOrder = {
      order: toOrder(order, items, timeline, { invoiceNumber: null, transactionId: null }),
      message: codAwaits
        ? 'Order placed! Please confirm it with the link we emailed you, or on your order page.'
        : advancePaise > 0
          ? `Order placed. Pay the advance of ${formatPaiseShort(advancePaise)} online to confirm it; the rest is collected on delivery.`
          : isCod
            ? 'Order placed successfully!'
            : 'Order created. Complete the payment to confirm it.',
    };
    const email: Email = orderEmail('placed', answer.order, deps.publicUrl, {
      codConfirmUrl: codAwaits
        ? codConfirmUrl(deps.publicUrl, deps.codConfirmSecret, order.id)
        : undefined,
    });
    const mail = deps.emailFor(email);
    // Made before the stock is taken, so the rows the take locks (which other orders wait on)
    // wait on as little work as possible: the order's event and the stored answer, serialised
    // (its invoice number is put in by SQL).
    const placedNotice = deps.events.publishSql([orderEvent('placed', answer.order, userId)]);
    const storeAnswer = completion.storeSqlFor({ status: 201, body: answer });

    // 3. Order, lines, timeline, the emptied cart, the email and the stock in one round trip.
    // Rows other orders also lock come last, so they are held for as short a time as possible:
    // the products' stock, then the coupon. (Stock before coupon, as cancelling gives them back,
    // so the two never wait for each other.)
    const taken = await deps.stock.take(
      tx,
      priced.lines.map((l) => ({
        productId: l.productId,
        variantId: l.variantId,
        name: l.name,
        quantity: l.quantity,
      })),
      { orderId: order.id, actorUserId: userId },
      [
        insertRowsSql(orders, [order]),
        insertRowsSql(orderItems, items),
        insertRowsSql(orderTimeline, timeline),
        deps.cart.clearLinesSql(tx, userId),
        ...(mail.statement ? [mail.statement] : []),
        // The account keeps the business for the next checkout (docs/decisions/business-buyers.md).
        ...(body.business ? [deps.buyerProfile.rememberBusinessSql(userId, body.business)] : []),
        // "Send order updates on WhatsApp to +91 …" ticked: the grant, and the number kept on
        // the profile, both only if the order commits (docs/decisions/whatsapp.md).
        ...(whatsappGrant && whatsappPhone
          ? [whatsappGrant, deps.buyerProfile.rememberPhoneSql(userId, whatsappPhone)]
          : []),
      ],
    );

    // 4. The coupon's use.
    if (priced.coupon) {
      await coupons.redeem(tx, {
        couponId: priced.coupon.id,
        orderId: order.id,
        userId,
        discountPaise: q.discountPaise,
      });
    }

    // 5. The live events, sent at commit: the order, and products the order took below the
    // low-stock threshold. (The invoice number is not part of them.)
    const lowStock = lowStockCrossings(
      taken.map((l) => ({ ...l, stockBefore: l.stockAfter + l.quantity })),
    );
    const lowNotice = lowStock.length > 0 ? deps.events.publishSql(lowStock) : null;
    // The product pages' cache, dropped on every instance at the same commit.
    const productIds = [...new Set(priced.lines.map((l) => l.productId))];
    const stockChanged = deps.stockChangedIn(productIds);
    const selectList = [placedNotice.notices, lowNotice?.notices, stockChanged.notice].filter(
      (n): n is SQL => n != null,
    );
    const notices = selectList.length > 0 ? sql.join(selectList, sql`, `) : null;
    const announce = () => {
      placedNotice.announce();
      lowNotice?.announce();
    };

    // 6. The stored answer and the events in one statement. No invoice: it is issued when the
    // order is packed (docs/decisions/invoice-timing.md).
    await executeByShape(
      tx,
      'orders_store_answer',
      notices ? sql`with stored as (${storeAnswer()}) select ${notices}` : storeAnswer(),
    );
    found.after.push(announce, stockChanged.apply, () => {
      mail.afterCommit().catch((err: unknown) => {
        deps.log(`order email (placed) for ${order.id} failed`, err);
      });
      deps.orderUpdates?.placed(answer.order, userId);
    });
    return answer;
  }

  return {
    /** POST /orders: one order per Idempotency-Key; retries get the first answer. */
    async place(
      client: CouponClient,
      body: PlaceOrderBody,
      idempotencyKey: string,
    ): Promise<Replay<PlacedOrder>> {
      const { userId } = client;
      const claim = { scope: `orders:${userId}`, key: idempotencyKey, hash: requestHash(body) };
      if (body.couponCode) {
        // A code counts as an attempt (outside the transaction: the limiter writes with a
        // connection of its own); a retry of an order already placed gets its answer first.
        const replay = await findIdempotent<PlacedOrder>(db, claim);
        if (replay) return replay;
        await coupons.guardAttempt(body.couponCode, client);
      }
      // Cached settings, read before the transaction (see pricing.context); so is the privacy
      // notice's version a WhatsApp grant records.
      const ctx = await pricing.context();
      const whatsappGrant = whatsappUpdatesPhone(body)
        ? await deps.consents.grantSql(userId, 'whatsapp_updates', 'checkout')
        : null;
      const asksHistory =
        codConfirmationAsksHistory(ctx.codConfirmation, body.payment.method === 'cod') ||
        codAdvanceAsksHistory(ctx.codAdvance, body.payment.method === 'cod');
      // Order numbers are random (placement.numbers.ts): one already taken this month rolls the whole
      // transaction back, and it runs again with a new number.
      for (let attempt = 1; ; attempt++) {
        const found = { unavailable: [] as LineRef[], after: [] as AfterCommit[] };
        try {
          const result = await db.transaction(async (tx) => {
            // One order at a time per customer: makes the Idempotency-Key, first-order and
            // per-customer coupon rules exact.
            await orderLock.run(tx, { lock: `order:${userId}` });
            const values = { idempotencyScope: claim.scope, idempotencyKey: claim.key, userId };
            const [read] = await (asksHistory ? keyCartAndHistory : keyAndCart).run(tx, values);
            const firstTime =
              read && 'delivered_before' in read ? !read.delivered_before : undefined;
            const lines = read!.lines;
            const cartLines =
              typeof lines === 'string' ? (JSON.parse(lines) as CartLineRow[]) : lines;
            return withIdempotencyIn<PlacedOrder>(
              tx,
              claim,
              async (completion) => ({
                status: 201,
                body: await script(
                  tx,
                  userId,
                  body,
                  ctx,
                  completion,
                  found,
                  cartLines,
                  firstTime,
                  whatsappGrant,
                ),
              }),
              { stored: storedKeyOf(read!.key_row) },
            );
          });
          if (!result.replayed) for (const run of found.after) run();
          return result;
        } catch (error) {
          if (
            attempt < ORDER_NUMBER_ATTEMPTS &&
            isUniqueViolation(error, 'orders_order_number_uq')
          ) {
            continue;
          }
          // Lines of disabled products block an order; they are dropped so a retry can succeed.
          if (found.unavailable.length > 0) {
            await deps.cart.removeLines(userId, found.unavailable);
          }
          throw error;
        }
      }
    },
  };
}
export type PlaceOrder = ReturnType<typeof createPlaceOrder>;
