// The services of the path of an order (docs/architecture.md, "The path of an order"): pricing
// and placing, payments, tax invoices and receipts, shipments, returns and credit notes, and the
// GST returns read from them. Part of the composition root (app-services.ts builds them).
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { BusinessProfile } from './modules/accounts/profile/profile.business.ts';
import { rememberPhoneSql } from './modules/accounts/profile/profile.contact-points.ts';
import type { CartService } from './modules/cart/cart.service.ts';
import type { CatalogService } from './modules/catalog/catalog.service.ts';
import { nonReturnableProductIds } from './modules/catalog/catalog.shared.ts';
import type { ConsentLog } from './modules/privacy/privacy.consents.ts';
import type { CouponsService } from './modules/coupons/coupons.service.ts';
import type { Inventory } from './modules/inventory/inventory.service.ts';
import type { MediaService } from './modules/media/media.service.ts';
import type { NotificationsService } from './modules/notifications/notifications.service.ts';
import type { PaymentMethodsService } from './modules/payments/payments.methods.ts';
import type { SettingsService } from './modules/settings/settings.service.ts';
import type { AuditTrail } from './platform/audit.ts';
import type { Db } from './platform/db.ts';
import type { EventBus } from './platform/events.ts';
import { createCancellationNotes } from './modules/returns/returns.credit-notes.ts';
import { createCourierAccount } from './modules/shipping/shipping.courier-account.ts';
import { createGstService } from './modules/gst/gst.service.ts';
import { createInvoicesService } from './modules/orders/invoices/invoices.service.ts';
import { createManualCarrier } from './modules/shipping/carriers/carriers.manual.ts';
import { createOrderReturns } from './modules/orders/orders.for-returns.ts';
import { createOrdersForGst } from './modules/orders/orders.for-gst.ts';
import { createOrdersService } from './modules/orders/orders.service.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { createPricing } from './modules/orders/placement/placement.quote.ts';
import { createCodBlocks } from './modules/orders/cod-blocks/cod-blocks.service.ts';
import { createReceiptsService } from './modules/orders/receipts/receipts.service.ts';
import { createReturnsForGst } from './modules/returns/returns.for-gst.ts';
import { createReturnsService } from './modules/returns/returns.service.ts';
import { createShipmentReads } from './modules/shipping/shipping.reads.ts';
import { createShipmentsService } from './modules/shipping/shipping.service.ts';
import { createNdrService } from './modules/shipping/shipping.ndr.ts';
import { createShiprocketCarrier } from './modules/shipping/carriers/carriers.shiprocket.ts';
import { followOrderMovedByHand } from './modules/shipping/shipping.follow.ts';
import { contactPointsOf } from './modules/accounts/profile/profile.contact-points.ts';
import { orderForWhatsApp } from './modules/orders/orders.for-whatsapp.ts';
import { createWhatsAppOrderUpdates } from './modules/whatsapp/whatsapp.order-updates.ts';
import type { WhatsAppService } from './modules/whatsapp/whatsapp.service.ts';

export function createOrderServices(deps: {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  settings: SettingsService;
  cart: CartService;
  coupons: CouponsService;
  paymentMethods: PaymentMethodsService;
  catalog: CatalogService;
  businessProfile: BusinessProfile;
  /** The consent log (privacy module): a WhatsApp opt-in at checkout is recorded there. */
  consentLog: Pick<ConsentLog, 'grantSql'>;
  notifications: NotificationsService;
  events: EventBus;
  audit: AuditTrail;
  media: MediaService;
  /** Every stock change (the back-in-stock trigger rides on it: app-services.ts). */
  inventory: Inventory;
  whatsapp: WhatsAppService;
  /** A shopper at checkout (cart/cart.checkouts.ts `seen`), for the checkout quote. */
  checkoutSeen: NonNullable<Parameters<typeof createPricing>[0]['checkoutSeen']>;
}) {
  const { config, db, log, settings, cart, coupons, paymentMethods, catalog, businessProfile } =
    deps;
  const { notifications, events, audit, media, inventory, whatsapp } = deps;
  // Order updates and COD confirmation on WhatsApp besides the email; the buttons' replies
  // confirm or cancel through orders' own functions, reached at call time (built below).
  const whatsappUpdates = createWhatsAppOrderUpdates({
    send: (r) => whatsapp.send(r),
    orderFor: (orderId) => orderForWhatsApp(db, orderId),
    accountPhone: async (userId) => (await contactPointsOf(db, userId))?.phone ?? null,
    orders: {
      confirmCod: (orderId) => orders.confirmCodByWhatsApp(orderId),
      cancel: (orderId, userId) => orders.cancelByWhatsApp(orderId, userId),
    },
    publicUrl: config.publicUrl,
    log: (msg, err) => log.error({ err }, msg),
  });
  for (const [prefix, handler] of Object.entries(whatsappUpdates.buttons)) {
    whatsapp.onButton(prefix, handler);
  }
  // Orders issues and reads cancelled orders' credit notes through this port (orders/orders.ports.ts).
  const cancellationNotes = createCancellationNotes(db);
  const invoices = createInvoicesService({ db, settings, cancellationNotes });
  const receipts = createReceiptsService({ db, settings });
  // Cash on delivery switched off after returns: checkout asks, RTO moves count, the admin lifts
  // (docs/decisions/cod-blocks.md).
  const codBlocks = createCodBlocks({ db, audit, rules: () => settings.get('codBlocks') });
  const pricing = createPricing({
    codBlock: codBlocks.check,
    db,
    settings,
    coupons,
    paymentMethods,
    cart,
    catalog,
    checkoutSeen: deps.checkoutSeen,
  });
  // Shipping depends on orders (its orders port); orders reads one order's parcels back through
  // its shipments read port, the shipping module's reads of its own tables, and moves them along
  // with an order moved by hand (shipping/shipping.follow.ts).
  const shipmentReads = createShipmentReads(db);
  // Orders is built once. Payments calls orders (reads, settlement, expiry), so it is built
  // after orders; orders' cancel refunds a paid online order through this function, which
  // reaches the payments service at call time (docs/architecture.md, "The path of an order").
  const refunds = { refundOrder: (orderId: string) => payments.refundOrder(orderId) };
  const orders = createOrdersService({
    db,
    coupons,
    stock: inventory,
    buyerProfile: { rememberBusinessSql: businessProfile.rememberBusinessSql, rememberPhoneSql },
    consents: { grantSql: deps.consentLog.grantSql },
    cancellationNotes,
    sendEmail: notifications.sendEmail,
    publish: events.publish,
    publicUrl: config.publicUrl,
    codConfirmSecret: config.orders.codConfirmSecret,
    codConfirmationSettings: () => settings.get('codConfirmation'),
    // Product pages drop at once on every instance (one message per order); listings show stock
    // up to their freshness (10 s) behind, since clearing every listing on each order would make
    // the next visitor pay a cold query (docs/decisions/search-caches-and-product-views.md).
    onStockChanged: (productIds: string[]) => catalog.invalidateProducts(productIds),
    // The same for an order being placed: the message is sent by the order's own transaction.
    stockChangedIn: (productIds: string[]) => catalog.productsChangedIn(productIds),
    log: (msg: string, err?: unknown) => log.error({ err }, msg),
    pricing,
    cart,
    events,
    emailFor: notifications.emailFor,
    refunds,
    audit,
    shipments: { forOrder: shipmentReads.forOrder, followOrder: followOrderMovedByHand },
    orderUpdates: whatsappUpdates.orders,
    codBlocks,
  });
  const payments = createPaymentsService({
    db,
    settings,
    orders,
    config: config.payments,
    log,
  });
  const courierAccount = createCourierAccount({ db, env: config.shiprocket });
  const carriers = {
    manual: createManualCarrier({
      trackPageUrl: (orderNumber: string) =>
        `${config.publicUrl}/track/${encodeURIComponent(orderNumber)}`,
    }),
    shiprocket: createShiprocketCarrier({ account: courierAccount.shiprocket }),
  };
  // Failed deliveries (docs/decisions/failed-deliveries.md): recorded by the shipments'
  // reports, told to the owner and the customer, acted on through the carriers.
  const ndr = createNdrService({
    db,
    orders: orders.courier,
    carriers,
    audit,
    emailFor: notifications.emailFor,
    sendWhatsApp: (r) => whatsapp.send(r),
    accountPhone: async (userId) => (await contactPointsOf(db, userId))?.phone ?? null,
    publish: events.publish,
    storeName: async () => (await settings.get('general')).storeName,
    publicUrl: config.publicUrl,
    secret: config.orders.codConfirmSecret,
    log: (msg, err) => log.error({ err }, msg),
  });
  const shipments = createShipmentsService({
    db,
    audit,
    orders: orders.courier,
    carriers,
    log: (msg, err) => log.error({ err }, msg),
    ndr,
  });
  // Returns reach orders, stock, refunds and categories only through these ports
  // (modules/returns/returns.ports.ts; docs/decisions/returns-and-replacements.md).
  const orderReturns = createOrderReturns({ stock: inventory });
  const returns = createReturnsService({
    db,
    audit,
    orders: {
      ...orderReturns,
      findOrderOwner: invoices.findOrderOwner,
      invoiceDocument: invoices.document,
      renderHtml: invoices.html,
      renderPdf: invoices.pdf,
    },
    stock: inventory,
    refunds: payments,
    catalog: { nonReturnable: (ids) => nonReturnableProductIds(db, ids) },
    windowDays: async () => (await settings.get('general')).returnsDays,
    isOwnImageUrl: media.isOwnImageUrl,
    sendEmail: notifications.sendEmail,
    onStockChanged: (productIds) => catalog.invalidateProducts(productIds),
    publicUrl: config.publicUrl,
    log: (msg, err) => log.error({ err }, msg),
    onStep: whatsappUpdates.returnStep,
  });
  // GSTR-1 reads invoices and credit notes through the orders and returns modules' ports
  // (orders/orders.for-gst.ts, returns/returns.for-gst.ts; docs/decisions/gstr-1.md).
  const ordersForGst = createOrdersForGst({ db, general: () => settings.get('general') });
  const gst = createGstService({
    sources: {
      orders: ordersForGst,
      returns: createReturnsForGst({ db, orders: ordersForGst }),
    },
    settings: { general: () => settings.get('general'), shipping: () => settings.get('shipping') },
  });
  return {
    cancellationNotes,
    invoices,
    receipts,
    pricing,
    orders,
    payments,
    courierAccount,
    shipments,
    ndr,
    returns,
    gst,
    codBlocks,
  };
}
