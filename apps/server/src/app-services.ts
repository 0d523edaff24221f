// The services of every module, each created with exactly what it needs: the first half of the
// composition root (app.ts registers their routes). docs/architecture.md maps the modules.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { createPrivacyServices } from './app-privacy-services.ts';
import { createOrderServices } from './app-order-services.ts';
import { createAddressesService } from './modules/accounts/profile/profile.addresses.ts';
import { createBusinessProfile } from './modules/accounts/profile/profile.business.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { activeAdminIdsSql } from './modules/accounts/accounts.reads.ts';
import {
  contactPointsOf,
  emailsOfUsers,
  userIdOfEmail,
} from './modules/accounts/profile/profile.contact-points.ts';
import { createGoogleVerifier } from './modules/accounts/google/google.verifier.ts';
import { createUserAdminService } from './modules/accounts/admin/admin.users.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { createCartService } from './modules/cart/cart.service.ts';
import { createCheckoutReminders } from './modules/cart/cart.checkouts.ts';
import { derivedSigner } from './platform/signed-token.ts';
import { createCatalogService } from './modules/catalog/catalog.service.ts';
import {
  productNames,
  setProductRatings,
  type ProductRating,
} from './modules/catalog/catalog.shared.ts';
import { createCategoriesAdminService } from './modules/catalog/categories/categories.admin.ts';
import { createSpecsAdminService } from './modules/catalog/specs/specs.admin.ts';
import { createProductsAdminService } from './modules/catalog/admin/admin.service.ts';
import { createVocabularyAdmin } from './modules/catalog/search/search.vocabulary.ts';
import { createContactService } from './modules/content/content.contact.ts';
import { createInboxService } from './modules/content/content.inbox.ts';
import { createNewsletterService } from './modules/content/content.newsletter.ts';
import { createContentService } from './modules/content/content.service.ts';
import { createCouponsAdminService } from './modules/coupons/coupons.admin.ts';
import { createCouponsService } from './modules/coupons/coupons.service.ts';
import { orderedVariantIds } from './modules/orders/orders.for-catalog.ts';
import { createHangarService } from './modules/hangar/hangar.service.ts';
import { createGrievancesService } from './modules/legal/legal.grievances.ts';
import { createLegalNotices } from './modules/legal/legal.notices.ts';
import { createInventoryAdminService } from './modules/inventory/inventory.admin.ts';
import { createInventory } from './modules/inventory/inventory.service.ts';
import { createStockAlerts } from './modules/inventory/inventory.stock-alerts.ts';
import { createWaitingList } from './modules/inventory/inventory.waiting.ts';
import { createMediaService } from './modules/media/media.service.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { createPushService } from './modules/notifications/notifications.push.ts';
import { createPushSender } from './modules/notifications/notifications.push-sender.ts';
import { loadVapidKeys } from './modules/notifications/notifications.vapid.ts';
import { createConsentLog, createConsentsService } from './modules/privacy/privacy.consents.ts';
import { createOrdersAdmin } from './modules/orders/admin/admin.service.ts';
import { createPaymentMethodsService } from './modules/payments/payments.methods.ts';
import { createQnaService } from './modules/qna/qna.service.ts';
import { createRealtimeService } from './modules/realtime/realtime.service.ts';
import { createReviewsService } from './modules/reviews/reviews.service.ts';
import { createSettingsAdminService } from './modules/settings/settings.admin.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import type { SendWhatsApp } from './modules/whatsapp/whatsapp.request.ts';
import { createWishlistService } from './modules/wishlist/wishlist.service.ts';
import {
  createWhatsAppService,
  WHATSAPP_SEND_JOB,
  whatsappSendPolicy,
  type WhatsAppSendJob,
} from './modules/whatsapp/whatsapp.service.ts';
import { createWhatsAppWebhook } from './modules/whatsapp/whatsapp.webhook.ts';
import { createAuthGuards } from './platform/auth-guard.ts';
import { createCache, createInvalidations } from './platform/cache.ts';
import type { Database } from './platform/db.ts';
import { createEventBus, linkCacheInvalidations } from './platform/events.ts';
import { createJobQueue } from './platform/jobs.ts';
import { createRateLimiter } from './platform/rate-limit.ts';
import type { Storage } from './platform/storage.ts';

/** config → database → services: every module's service, wired to the ones it calls. */
export async function createServices(deps: {
  config: Config;
  database: Database;
  storage: Storage;
  log: FastifyBaseLogger;
}) {
  const { config, database, storage, log } = deps;
  const db = database.db;
  const events = await createEventBus({
    database,
    log: (msg, err) => log.error({ err }, msg),
  });
  // Caches of hot public reads; every invalidation reaches every instance (platform/cache.ts).
  const invalidations = createInvalidations({ log: (msg, err) => log.error({ err }, msg) });
  const cache = createCache(60_000, { invalidations });
  const unlinkCaches = await linkCacheInvalidations({
    database,
    invalidations,
    log: (msg, err) => log.error({ err }, msg),
  });
  const limiter = createRateLimiter({ db });
  // Stored jobs (platform/jobs.ts): modules define their queues below; app.ts starts the workers.
  const jobs = createJobQueue({ db, log: (msg, err) => log.error({ err }, msg) });
  // Every admin write records who changed what in its own transaction (platform/audit.ts).
  const audit = createAuditService({ db });
  const notifications = createNotificationsService({
    db,
    mail: config.mail,
    log: (msg, err) => log.error({ err }, msg),
  });
  const media = createMediaService({ storage });
  // The WhatsApp channel's send (built below; called only once the shop runs).
  const sendWhatsApp: SendWhatsApp = (r) => whatsapp.send(r);
  const accounts = createAccountsService({
    db,
    auth: config.auth,
    publicUrl: config.publicUrl,
    limiter,
    notifications,
    isOwnImageUrl: media.isOwnImageUrl,
    audit,
    sendWhatsApp,
    log: (msg, err) => log.error({ err }, msg),
  });
  const addresses = createAddressesService({ db });
  // The business a customer last bought for; an order remembers it through orders' port.
  const businessProfile = createBusinessProfile({ db });
  const google = config.google.clientId
    ? createGoogleVerifier({
        issuer: config.google.issuer,
        clientId: config.google.clientId,
        logger: log,
      })
    : null;
  const guards = createAuthGuards(accounts.resolveToken);
  // Every consent grant and withdrawal (docs/decisions/privacy-and-consent.md); the newsletter
  // and Web Push record theirs here, each through a function it is handed.
  const consentLog = createConsentLog({
    db,
    // The privacy notice's version the customer was shown (built below; called only later).
    noticeVersion: () => legalNotices.currentNoticeVersion('privacy'),
    userIdOfEmail: (email) => userIdOfEmail(db, email),
    // Withdrawing an offers consent ends a checkout's reminders (built below; called only later).
    onWithdrawn: (userId, purpose) => checkoutReminders.consentWithdrawn(userId, purpose),
  });
  const realtime = createRealtimeService({
    events,
    resolveToken: accounts.resolveToken,
    log: (msg, err) => log.error({ err }, msg),
  });
  // Web Push after commit, once per event whatever the number of instances (onPublished).
  const push = createPushService({
    db,
    keys: loadVapidKeys(config.push, config.dataDir),
    subject: config.push.subject,
    allowLoopbackEndpoints: config.push.allowLoopbackEndpoints,
    send: createPushSender({
      allowLoopback: config.push.allowLoopbackEndpoints,
      timeoutMs: 10_000,
    }),
    adminIdsSql: activeAdminIdsSql,
    consent: {
      grant: (userId) => consentLog.change(userId, 'browser_push', true, 'browser'),
      isGranted: (userId) => consentLog.isGranted(userId, 'browser_push'),
    },
    // A push service out of reach is the network's trouble, not the shop's: a warning.
    log: (msg, err) => log.warn({ err }, msg),
  });
  events.onPublished(push.handleEvent);
  // The WhatsApp channel (docs/decisions/whatsapp.md): Meta's Cloud API when the environment
  // configures it, with the customer's consent from the consent log; else the email.
  const whatsapp = createWhatsAppService({
    db,
    jobs,
    cloud: config.whatsapp.cloud && { ...config.whatsapp.cloud, apiUrl: config.whatsapp.apiUrl },
    settings: () => settings.get('whatsapp'),
    isConsentGranted: async ({ purpose, userId, email }) => {
      if (purpose === 'email_offers') return false;
      if (userId) return consentLog.isGranted(userId, purpose);
      return email ? consentLog.isGrantedToEmail(email, purpose) : false;
    },
    sendEmail: notifications.sendEmail,
    emailFor: notifications.emailFor,
    log: (msg, err) => log.error({ err }, msg),
  });
  // Each message is a stored job: retried on a passing failure, then the fallback email.
  jobs.define<WhatsAppSendJob>(WHATSAPP_SEND_JOB, whatsappSendPolicy, whatsapp.runSend);
  const whatsappWebhook = createWhatsAppWebhook({
    whatsapp,
    appSecret: config.whatsapp.cloud?.appSecret ?? null,
    verifyToken: config.whatsapp.verifyToken,
    log: (msg, err) => log.error({ err }, msg),
  });
  // Back in stock (docs/decisions/back-in-stock.md): every stock change tells the alerts, in its
  // transaction, so an item back from zero queues the job that tells its waiting shoppers.
  const stockAlerts = createStockAlerts({
    db,
    jobs,
    limiter,
    sendWhatsApp,
    emailFor: notifications.emailFor,
    contactOf: (userId) => contactPointsOf(db, userId),
    offersOnWhatsApp: (userId) => consentLog.isGranted(userId, 'whatsapp_offers'),
    // Settings are built below; called only when a job runs.
    storeName: async () => (await settings.get('general')).storeName,
    publicUrl: config.publicUrl,
    log: (msg, err) => log.error({ err }, msg),
  });
  const inventory = createInventory({ restocked: stockAlerts.restockedIn });
  const waitingList = createWaitingList({ db });
  const catalog = createCatalogService({ db, storage, cache, invalidations });
  const content = createContentService({
    db,
    cache,
    isOwnImageUrl: media.isOwnImageUrl,
    catalog,
    audit,
  });
  const productsAdmin = createProductsAdminService({
    db,
    storage,
    catalog,
    media,
    content,
    recordStockChange: inventory.recordAdminChange,
    recordStockChanges: inventory.recordAdminChanges,
    orderedVariants: orderedVariantIds,
    audit,
  });
  const categoriesAdmin = createCategoriesAdminService({ db, catalog, audit });
  // The search vocabulary's admin writes; search reads it through catalog.vocabulary.
  const vocabularyAdmin = createVocabularyAdmin({ db, catalog, audit });
  const specsAdmin = createSpecsAdminService({ db, catalog, audit });
  const analytics = createAnalyticsService({
    db,
    engine: database.engine,
    storage,
    storagePricePerGbMonth: config.storagePricePerGbMonth,
    visitorSecret: config.auth.jwtSecret,
    shippingSettings: () => settings.get('shipping'),
  });
  const settings = createSettingsService({ db, cache });
  const cart = createCartService({ db, catalog });
  const coupons = createCouponsService({ db, limiter });
  const couponsAdmin = createCouponsAdminService({ db, audit });
  const inventoryAdmin = createInventoryAdminService({
    db,
    catalog,
    publish: events.publish,
    audit,
    restocked: stockAlerts.restockedIn,
  });
  const settingsAdmin = createSettingsAdminService({
    db,
    settings,
    sendEmail: notifications.sendEmail,
    namesOf: accounts.contactsOf,
    payments: config.payments,
    mail: config.mail,
    whatsapp: config.whatsapp,
    publicUrl: config.publicUrl,
    audit,
  });
  const paymentMethods = createPaymentMethodsService({ db, cache, audit });
  // The seller's notices, written from the settings and versioned (modules/legal/legal.notices.ts).
  const legalNotices = createLegalNotices({
    db,
    cache,
    facts: async () => {
      const [general, legal, shipping, methods] = await Promise.all([
        settings.get('general'),
        settings.get('legal'),
        settings.get('shipping'),
        paymentMethods.enabled(),
      ]);
      return { general, legal, shipping, paymentMethods: methods.map((m) => m.name) };
    },
  });
  // The path of an order: pricing, placing, paying, invoicing, shipping, returns and the
  // returns the shop files (app-order-services.ts).
  const {
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
  } = createOrderServices({
    config,
    db,
    log,
    settings,
    cart,
    coupons,
    paymentMethods,
    catalog,
    businessProfile,
    consentLog,
    notifications,
    events,
    audit,
    media,
    inventory,
    whatsapp,
    // Abandoned-checkout reminders (built below; called only later).
    checkoutSeen: (userId, lines, totalPaise) => checkoutReminders.seen(userId, lines, totalPaise),
  });
  const wishlist = createWishlistService({ db, catalog });
  // My hangar reads catalog products only through this port (modules/hangar/hangar.ports.ts).
  const hangar = createHangarService({
    db,
    catalog: { cards: catalog.productsForCart, partCounts: catalog.fitPartCounts },
  });
  const productsShared = {
    setRatings: (ratings: ProductRating[]) => setProductRatings(db, ratings),
    names: (ids: string[]) => productNames(db, ids),
  };
  const reviews = createReviewsService({
    db,
    catalog,
    orders,
    accounts,
    products: productsShared,
    limiter,
  });
  const qna = createQnaService({
    db,
    catalog,
    accounts,
    limiter,
    productNames: productsShared.names,
  });
  const userAdmin = createUserAdminService({
    db,
    accounts,
    reviewedProducts: (userId) => reviews.productsReviewedBy(userId),
    refreshRatings: (productIds) => reviews.refreshRatings(productIds),
    audit,
  });
  const contact = createContactService({
    db,
    limiter,
    notifications,
    settings,
  });
  const inbox = createInboxService({ db, accounts, notifications, settings });
  const newsletter = createNewsletterService({
    db,
    limiter,
    mailer: notifications,
    settings,
    publicUrl: config.publicUrl,
    unsubscribeSecret: config.newsletter.unsubscribeSecret,
    recordConsent: (e) => consentLog.record({ ...e, purpose: 'email_offers' }),
    audit,
  });
  // A customer's consents per purpose: email_offers is the newsletter's list itself.
  const consents = createConsentsService({
    log: consentLog,
    contactOf: (userId) => contactPointsOf(db, userId),
    emailsOf: (userIds) => emailsOfUsers(db, userIds),
    newsletter,
    removePushSubscriptions: push.removeAllOf,
  });
  // Abandoned checkouts: a visit to checkout opens one, two stored reminders at most, an order
  // closes it (docs/decisions/abandoned-checkout.md).
  const checkoutReminders = createCheckoutReminders({
    db,
    jobs,
    restoreLines: (userId, lines) => cart.restore(userId, lines),
    sendEmail: notifications.sendEmail,
    sendWhatsApp,
    isGranted: (userId, purpose) => consents.isGranted(userId, purpose),
    isWithdrawn: (userId, purpose) => consents.isWithdrawn(userId, purpose),
    customerOf: async (userId) => {
      const [names, contact] = await Promise.all([
        accounts.contactsOf([userId]),
        contactPointsOf(db, userId),
      ]);
      const name = names.get(userId)?.name;
      return contact && name !== undefined ? { name, ...contact } : null;
    },
    withdrawEmailOffers: async (userId, email) => {
      if (await newsletter.stateOf(email)) await newsletter.remove(email, 'email_link', userId);
      else
        await consentLog.record({
          userId,
          email,
          purpose: 'email_offers',
          granted: false,
          channel: 'email_link',
        });
    },
    storeName: async () => (await settings.get('general')).storeName,
    publicUrl: config.publicUrl,
    signer: derivedSigner(config.auth.jwtSecret, 'propwash:checkout-restore:1'),
    delays: config.checkoutReminders,
  });
  // After an order commits, on the instance that placed it: no statement added to placing.
  events.onPublished((event) => {
    if (event.type !== 'order.placed' || !event.userId) return;
    checkoutReminders
      .ordered(event.userId, event.orderId)
      .catch((err: unknown) => log.error({ err }, 'checkout not closed after its order'));
  });
  const grievances = createGrievancesService({
    db,
    limiter,
    notifications,
    settings,
    audit,
    publicUrl: config.publicUrl,
  });
  const { myData, erasure, breach, retention } = createPrivacyServices({
    db,
    limiter,
    notifications,
    audit,
    refreshRatings: (productIds) => reviews.refreshRatings(productIds),
    log,
  });
  const ordersAdmin = createOrdersAdmin({
    db,
    audit,
    general: () => settings.get('general'),
    shipping: () => settings.get('shipping'),
    cancellationNotes,
  });
  return {
    events,
    jobs,
    audit,
    unlinkCaches,
    guards,
    limiter,
    google,
    accounts,
    addresses,
    businessProfile,
    userAdmin,
    catalog,
    productsAdmin,
    categoriesAdmin,
    vocabularyAdmin,
    specsAdmin,
    content,
    contact,
    inbox,
    newsletter,
    consents,
    grievances,
    analytics,
    settings,
    settingsAdmin,
    notifications,
    push,
    media,
    orders,
    ordersAdmin,
    shipments,
    ndr,
    courierAccount,
    returns,
    gst,
    pricing,
    invoices,
    receipts,
    payments,
    paymentMethods,
    legalNotices,
    coupons,
    couponsAdmin,
    inventoryAdmin,
    stockAlerts,
    waitingList,
    cart,
    checkoutReminders,
    wishlist,
    hangar,
    reviews,
    qna,
    realtime,
    myData,
    erasure,
    breach,
    retention,
    whatsapp,
    whatsappWebhook,
    codBlocks,
  };
}
export type Services = Awaited<ReturnType<typeof createServices>>;
