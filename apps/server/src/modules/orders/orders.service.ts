import type { SQL } from 'drizzle-orm';
import type { Order } from '@propwash/domain/orders/schemas';
import type { DomainEvent } from '@propwash/domain/platform/events';
import type { CodConfirmationSettings } from '@propwash/domain/settings/defaults';
import type { AuditTrail } from '../../platform/audit.ts';
import type { Db } from '../../platform/db.ts';
import type { EventBus } from '../../platform/events.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { Email } from '../../platform/mail.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { createCancelOrder } from './lifecycle/lifecycle.cancel.ts';
import type { Pricing } from './placement/placement.quote.ts';
import { createCodConfirmation } from './lifecycle/lifecycle.cod-confirmation.ts';
import { createOrderNotices } from './lifecycle/lifecycle.notices.ts';
import { createOrderPayments } from './orders.for-payments.ts';
import { createPayOnDelivery } from './lifecycle/lifecycle.pay-on-delivery.ts';
import { createOrderQueries } from './orders.queries.ts';
import { createOrderStatus } from './lifecycle/lifecycle.status.ts';
import { createCourierStatus } from './orders.for-shipping.ts';
import { createPlaceOrder } from './placement/placement.place.ts';
import { createDispatch } from './dispatch/dispatch.service.ts';
import type { CodBlocks } from './cod-blocks/cod-blocks.service.ts';
import type {
  BuyerProfilePort,
  CancellationNotesPort,
  CouponsPort,
  OrderUpdatesPort,
  OrderConsentPort,
  RefundPort,
  ShipmentsFollowPort,
  ShipmentsReadPort,
  StockPort,
} from './orders.ports.ts';

type Log = (msg: string, err?: unknown) => void;

/** What the orders module is built from (app-services.ts builds it once). */
type OrdersDeps = {
  db: Db;
  coupons: CouponsPort;
  /** The inventory module's stock keeper (orders.ports.ts). */
  stock: StockPort;
  /** The accounts module: the account keeps the business an order was placed for. */
  buyerProfile: BuyerProfilePort;
  /** The privacy module: "Send order updates on WhatsApp" ticked at checkout is a grant. */
  consents: OrderConsentPort;
  /** Credit notes of cancelled orders' invoices (the returns module's returns.credit-notes.ts). */
  cancellationNotes: CancellationNotesPort;
  sendEmail: (email: Email) => Promise<void>;
  /** Live listeners (admin screens, the customer's order page, push): after commit only. */
  publish: (event: DomainEvent) => Promise<void>;
  publicUrl: string;
  /** Signs cash-on-delivery confirmation links (lifecycle/lifecycle.cod-token.ts). */
  codConfirmSecret: string;
  /** The cached "Cash on delivery confirmation" settings. */
  codConfirmationSettings: () => Promise<CodConfirmationSettings>;
  /** These products' stock changed: their product pages must not show the old figure. */
  onStockChanged: (productIds: string[]) => void;
  /** onStockChanged for a transaction: its NOTIFY (select-list SQL) and what to run after commit. */
  stockChangedIn: (productIds: string[]) => { notice: SQL | null; apply: () => void };
  log: Log;
  /** The checkout quote (placement/placement.quote.ts): pricing the cart. */
  pricing: Pricing;
  cart: Pick<CartService, 'merge' | 'clearLinesSql' | 'removeLines'>;
  events: Pick<EventBus, 'publishSql'>;
  emailFor: NotificationsService['emailFor'];
  /** The payments module: a paid online order that is cancelled is refunded after commit. */
  refunds: RefundPort;
  /** Admin changes to orders are recorded in the audit log (platform/audit.ts). */
  audit: AuditTrail;
  /** The shipping module: one order's parcels on its pages; they follow a move by hand. */
  shipments?: ShipmentsReadPort & ShipmentsFollowPort;
  /** Order updates on WhatsApp besides the email (docs/decisions/whatsapp.md). */
  orderUpdates?: OrderUpdatesPort;
  /** COD blocks after returns: each move to returned to origin counts (docs/decisions/cod-blocks.md). */
  codBlocks?: Pick<CodBlocks, 'countReturn'>;
};

/**
 * Orders: placing one (placement/), the customer's reads (orders.queries.ts), cancel and every
 * later move (lifecycle/; a paid online order cancelled is refunded through `refunds`), and the
 * order side of paying online that the payments module calls (orders.for-payments.ts).
 */
export function createOrdersService(deps: OrdersDeps) {
  const notices = createOrderNotices(deps);
  const cancelOrder = createCancelOrder({ ...deps, notices });
  const queries = createOrderQueries(deps);
  const status = createOrderStatus({
    db: deps.db,
    notices,
    cancelOrder,
    audit: deps.audit,
    stock: deps.stock,
    onStockChanged: deps.onStockChanged,
    shipments: deps.shipments,
    pricingContext: deps.pricing.context,
    codBlocks: deps.codBlocks,
  });
  const courier = createCourierStatus({
    db: deps.db,
    notices,
    stock: deps.stock,
    onStockChanged: deps.onStockChanged,
    shippingSettings: async () => (await deps.pricing.context()).shipping,
    codBlocks: deps.codBlocks,
  });
  const placing = createPlaceOrder(deps);
  const payOnDelivery = createPayOnDelivery({
    db: deps.db,
    pricing: deps.pricing,
    queries,
    notices,
  });
  const dispatch = createDispatch({ db: deps.db, audit: deps.audit });
  const cod = createCodConfirmation({
    db: deps.db,
    notices,
    cancelOrder,
    secret: deps.codConfirmSecret,
    settings: deps.codConfirmationSettings,
    log: deps.log,
  });
  return {
    // The order side of paying online: what the payments module calls (its OrdersForPayments).
    ...createOrderPayments({ db: deps.db, notices, cancelOrder }),
    place: placing.place,
    list: queries.list,
    get: queries.get,
    getAny: queries.getAny,
    tracking: queries.tracking,
    trackAsGuest: queries.trackAsGuest,
    reorder: queries.reorder,
    hasPurchased: queries.hasPurchased,
    latest: queries.latest,

    /** Customer cancel: pending, confirmed or processing only; stock and coupon back exactly once. */
    async cancel(userId: string, idOrNumber: string, reason: string): Promise<Order> {
      const row = await queries.ownRow(userId, idOrNumber);
      return cancelOrder(row.id, { reason, actorUserId: userId, byAdmin: false });
    },

    /** After a failed online payment: cash on delivery instead, when it is offered (lifecycle.pay-on-delivery.ts). */
    switchToCod: payOnDelivery,

    // Cash-on-delivery confirmation (lifecycle/lifecycle.cod-confirmation.ts).
    codConfirmationView: cod.view,
    confirmCodByToken: cod.confirmByToken,
    confirmCodByOwner: cod.confirmByOwner,
    confirmCodByShop: cod.confirmByShop,
    /** The "Confirm order" button of the WhatsApp message (the whatsapp module checks the number). */
    confirmCodByWhatsApp: cod.confirmByWhatsApp,
    /** The "Cancel order" button: the customer's own cancel, as from the order page. */
    cancelByWhatsApp(orderId: string, userId: string | null): Promise<Order> {
      return cancelOrder(orderId, {
        reason: 'Cancelled by the customer on WhatsApp',
        actorUserId: userId,
        byAdmin: false,
      });
    },
    expireUnconfirmedCod: cod.expireUnconfirmed,
    startCodExpiry: cod.startExpiry,

    changeStatusByAdmin: status.changeStatusByAdmin,
    updateByAdmin: status.updateByAdmin,
    // Packing and dispatch (dispatch/dispatch.service.ts): the e-way bill and drone serials.
    setEwayBill: dispatch.setEwayBill,
    setDroneUnits: dispatch.setDroneUnits,
    /** The moves a courier causes (the shipping module's orders port, orders.for-shipping.ts). */
    courier,
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
