// The server's composition root. docs/architecture.md is the map of the code it wires together:
// layout, modules, request rules, events and the path of an order.
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { accountsAdminRoutes } from './modules/accounts/accounts.admin-routes.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { addressesRoutes } from './modules/accounts/addresses.routes.ts';
import { googleRoutes } from './modules/accounts/google.routes.ts';
import { createGoogleVerifier } from './modules/accounts/google.ts';
import { createAddressesService } from './modules/accounts/addresses.service.ts';
import { accountLimits, createAccountsService } from './modules/accounts/accounts.service.ts';
import { createUserAdminService } from './modules/accounts/user-admin.service.ts';
import { analyticsAdminRoutes } from './modules/analytics/analytics.admin-routes.ts';
import { createVisitorTracker, trackVisits } from './modules/analytics/analytics.realtime.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { catalogAdminRoutes } from './modules/catalog/catalog.admin-routes.ts';
import { createCategoriesAdminService } from './modules/catalog/categories.admin.ts';
import { createProductsAdminService } from './modules/catalog/products.admin.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import {
  productNames,
  setProductRatings,
  type ProductRating,
} from './modules/catalog/catalog.shared.ts';
import { countProductView } from './modules/catalog/catalog.views.ts';
import { createCatalogService } from './modules/catalog/catalog.service.ts';
import { seoRoutes } from './modules/catalog/catalog.seo-routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { createCartService } from './modules/cart/cart.service.ts';
import { contactRoutes } from './modules/content/contact.routes.ts';
import { createContactService } from './modules/content/contact.service.ts';
import { contentAdminRoutes } from './modules/content/content.admin-routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { mediaAdminRoutes } from './modules/media/media.admin-routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { createMediaService } from './modules/media/media.service.ts';
import { notificationsAdminRoutes } from './modules/notifications/notifications.admin-routes.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { createPushService } from './modules/notifications/notifications.push.ts';
import { pushRoutes } from './modules/notifications/notifications.push-routes.ts';
import { createPushSender } from './modules/notifications/notifications.push-sender.ts';
import { loadVapidKeys } from './modules/notifications/notifications.vapid.ts';
import { createContentService } from './modules/content/content.service.ts';
import { createCouponsService } from './modules/coupons/coupons.service.ts';
import { createCouponsAdminService } from './modules/coupons/coupons.admin.ts';
import { couponsAdminRoutes } from './modules/coupons/coupons.admin-routes.ts';
import { createInventoryAdminService } from './modules/inventory/inventory.admin.ts';
import { inventoryAdminRoutes } from './modules/inventory/inventory.admin-routes.ts';
import { createCheckout } from './modules/orders/checkout.ts';
import { createInvoicesService } from './modules/orders/invoices.ts';
import { invoicesRoutes } from './modules/orders/invoices.routes.ts';
import { createOrdersAdmin } from './modules/orders/orders.admin.ts';
import { ordersAdminRoutes } from './modules/orders/orders.admin-routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { createOrdersForPayments, createOrdersService } from './modules/orders/orders.service.ts';
import { createPaymentMethodsService } from './modules/payments/payment-methods.ts';
import { paymentMethodsAdminRoutes } from './modules/payments/payment-methods.admin-routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { qnaAdminRoutes } from './modules/qna/qna.admin-routes.ts';
import { qnaRoutes } from './modules/qna/qna.routes.ts';
import { createQnaService } from './modules/qna/qna.service.ts';
import { realtimeRoutes } from './modules/realtime/realtime.routes.ts';
import { createRealtimeService } from './modules/realtime/realtime.service.ts';
import { reviewsAdminRoutes } from './modules/reviews/reviews.admin-routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { createReviewsService } from './modules/reviews/reviews.service.ts';
import { createSettingsAdminService } from './modules/settings/settings.admin.ts';
import { settingsAdminRoutes } from './modules/settings/settings.admin-routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { pincodesRoutes } from './modules/shipping/pincodes.routes.ts';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.ts';
import { createWishlistService } from './modules/wishlist/wishlist.service.ts';
import { createAuthGuards } from './platform/auth-guard.ts';
import { createCache, createInvalidations } from './platform/cache.ts';
import { createRateLimiter } from './platform/rate-limit.ts';
import type { Database } from './platform/db.ts';
import { createEventBus, linkCacheInvalidations } from './platform/events.ts';
import { healthRoutes } from './platform/health.ts';
import { edgeServerOptions, installApiEdges, installErrorHandling } from './platform/http.ts';
import { cspNonceOf, registerSecurityHeaders } from './platform/security-headers.ts';
import { registerSsr } from './platform/ssr.ts';
import { createStorage, storageOrigin, type Storage } from './platform/storage.ts';
import { startDailyBackups } from './platform/daily-backup.ts';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  storage?: Storage;
  /** Mount the React Router app (off in API tests). */
  ssr?: boolean;
  /** Run background jobs (the payment reconciler); the real server does, tests call them directly. */
  background?: boolean;
  logger?: FastifyServerOptions['logger'];
};

/** The composition root: config → database → services → routes. Reading it is reading the map. */
export async function buildApp(opts: BuildAppOptions) {
  const { config, database } = opts;
  const isHttps = config.publicUrl.startsWith('https://');
  const adminRoutes: { method: string; url: string }[] = [];

  const app = Fastify({
    logger: opts.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    ...edgeServerOptions({ https: isHttps }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes = installErrorHandling(app, { https: isHttps });

  // --- services (each gets exactly what it needs) ---
  const db = database.db;
  const storage = opts.storage ?? createStorage(config.storage);
  const events = await createEventBus({
    database,
    log: (msg, err) => app.log.error({ err }, msg),
  });
  // Caches of hot public reads; every invalidation reaches every instance (platform/cache.ts).
  const invalidations = createInvalidations({ log: (msg, err) => app.log.error({ err }, msg) });
  const cache = createCache(60_000, { invalidations });
  const unlinkCaches = await linkCacheInvalidations({
    database,
    invalidations,
    log: (msg, err) => app.log.error({ err }, msg),
  });
  const limiter = createRateLimiter({ db });
  const notifications = createNotificationsService({
    db,
    mail: config.mail,
    log: (msg, err) => app.log.error({ err }, msg),
  });
  const media = createMediaService({ storage });
  const accounts = createAccountsService({
    db,
    auth: config.auth,
    publicUrl: config.publicUrl,
    limiter,
    notifications,
    isOwnImageUrl: media.isOwnImageUrl,
  });
  const addresses = createAddressesService({ db });
  const google = config.google.clientId
    ? createGoogleVerifier({
        issuer: config.google.issuer,
        clientId: config.google.clientId,
        logger: app.log,
      })
    : null;
  const guards = createAuthGuards(accounts.resolveToken);
  const realtime = createRealtimeService({
    events,
    resolveToken: accounts.resolveToken,
    log: (msg, err) => app.log.error({ err }, msg),
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
    adminIds: accounts.activeAdminIds,
    // A push service out of reach is the network's trouble, not the shop's: a warning.
    log: (msg, err) => app.log.warn({ err }, msg),
  });
  events.onPublished(push.handleEvent);
  const catalog = createCatalogService({ db, storage, cache, invalidations });
  const content = createContentService({ db, cache, isOwnImageUrl: media.isOwnImageUrl, catalog });
  const productsAdmin = createProductsAdminService({ db, storage, catalog, media, content });
  const categoriesAdmin = createCategoriesAdminService({ db, catalog });
  const analytics = createAnalyticsService({
    db,
    engine: database.engine,
    storage,
    storagePricePerGbMonth: config.storagePricePerGbMonth,
  });
  const settings = createSettingsService({ db, cache });
  const cart = createCartService({ db, catalog });
  const invoices = createInvoicesService({ db, settings });
  const coupons = createCouponsService({ db, limiter });
  const couponsAdmin = createCouponsAdminService({ db });
  const inventoryAdmin = createInventoryAdminService({ db, catalog, publish: events.publish });
  const settingsAdmin = createSettingsAdminService({
    db,
    settings,
    sendEmail: notifications.sendEmail,
    namesOf: accounts.contactsOf,
    payments: config.payments,
    mail: config.mail,
  });
  const paymentMethods = createPaymentMethodsService({ db, cache });
  const checkout = createCheckout({
    db,
    settings,
    coupons,
    paymentMethods,
    cart,
    catalog,
  });
  const ordersDeps = {
    db,
    coupons,
    sendEmail: notifications.sendEmail,
    publish: events.publish,
    publicUrl: config.publicUrl,
    // Product pages drop at once on every instance (one message per order); listings show stock
    // up to their freshness (10 s) behind, since clearing every listing on each order would make
    // the next visitor pay a cold query (docs/decisions.md).
    onStockChanged: (productIds: string[]) => catalog.invalidateProducts(productIds),
    log: (msg: string, err?: unknown) => app.log.error({ err }, msg),
  };
  // One direction: payments uses orders' reads and settlement hooks; orders' cancel refunds
  // through payments.
  const payments = createPaymentsService({
    db,
    settings,
    orders: createOrdersForPayments(ordersDeps),
    config: config.payments,
    log: app.log,
  });
  const orders = createOrdersService({
    ...ordersDeps,
    checkout,
    cart,
    events,
    emailFor: notifications.emailFor,
    refunds: payments,
  });
  const wishlist = createWishlistService({ db, catalog });
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
  });
  const contact = createContactService({
    db,
    limiter,
    notifications,
    settings,
  });
  // --- HTTP platform ---
  await registerSecurityHeaders(app, {
    config,
    uploadsOrigin: storageOrigin(storage),
    https: isHttps,
  });
  await app.register(fastifyCompress, {
    threshold: 1024,
    // Flush so streamed server-rendered HTML reaches the browser chunk by chunk.
    zlibOptions: { flush: zlib.Z_SYNC_FLUSH },
    brotliOptions: {
      flush: zlib.BROTLI_OPERATION_FLUSH,
      params: { [zlib.BROTLI_PARAM_QUALITY]: 4 },
    },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Propwash API',
        version: '0.1.0',
        description: 'Storefront and admin API. Money in rupees.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  if (storage.kind === 'local') {
    await app.register(fastifyStatic, {
      root: storage.location,
      prefix: '/uploads/',
      maxAge: '30d',
      decorateReply: false,
    });
  }

  // --- API: public routes, then every admin route inside one guarded scope ---
  await app.register(
    async (api) => {
      await installApiEdges(api, routes);
      await api.register(healthRoutes({ database }));
      await api.register(accountsRoutes({ accounts, guards }));
      await api.register(
        googleRoutes({
          google,
          signInWithGoogle: async (identity, meta, rememberMe) => {
            await limiter.hit(`google:ip:${meta.ip}`, accountLimits.loginPerIp);
            return accounts.signInWithGoogle(identity, meta, rememberMe);
          },
          publicUrl: config.publicUrl,
          clientSecret: config.google.clientSecret,
          stateSecret: config.auth.jwtSecret,
        }),
      );
      await api.register(addressesRoutes({ addresses, guards }));
      await api.register(mediaRoutes({ media, guards, limiter }));
      await api.register(catalogRoutes({ catalog, visitorSecret: config.auth.jwtSecret }));
      await api.register(contentRoutes({ content }));
      await api.register(contactRoutes({ contact, guards }));
      await api.register(cartRoutes({ cart, guards }));
      await api.register(wishlistRoutes({ wishlist, guards }));
      await api.register(ordersRoutes({ orders, checkout, coupons, cart, guards, limiter }));
      await api.register(paymentsRoutes({ payments, guards }));
      // Owners and admins alike (the route checks which).
      await api.register(
        invoicesRoutes({
          invoices,
          guards,
          findOrderOwner: invoices.findOrderOwner,
        }),
      );
      await api.register(reviewsRoutes({ reviews, guards }));
      await api.register(qnaRoutes({ qna, guards }));
      await api.register(settingsRoutes({ settings }));
      await api.register(pincodesRoutes());
      await api.register(realtimeRoutes({ realtime, guards }));
      await api.register(pushRoutes({ push, guards }));
      await api.register(async (admin) => {
        admin.addHook('onRequest', guards.requireAdmin);
        // The admin route table: tests walk it so a new admin route cannot miss the role check.
        admin.addHook('onRoute', (route) => {
          for (const method of [route.method].flat()) {
            if (method !== 'HEAD') adminRoutes.push({ method, url: route.url });
          }
        });
        await admin.register(analyticsAdminRoutes({ analytics }));
        await admin.register(accountsAdminRoutes({ accounts, users: userAdmin, guards }));
        await admin.register(reviewsAdminRoutes({ reviews }));
        await admin.register(qnaAdminRoutes({ qna, guards }));
        await admin.register(notificationsAdminRoutes({ notifications }));
        await admin.register(contentAdminRoutes({ content, guards }));
        await admin.register(paymentMethodsAdminRoutes({ paymentMethods }));
        await admin.register(couponsAdminRoutes({ coupons: couponsAdmin }));
        await admin.register(inventoryAdminRoutes({ inventory: inventoryAdmin, guards }));
        await admin.register(
          catalogAdminRoutes({ products: productsAdmin, categories: categoriesAdmin, guards }),
        );
        await admin.register(mediaAdminRoutes({ media, storage, guards, limiter }));
        await admin.register(
          ordersAdminRoutes({ orders, ordersAdmin: createOrdersAdmin({ db }), guards }),
        );
        await admin.register(settingsAdminRoutes({ settingsAdmin, guards }));
      });
    },
    { prefix: '/api' },
  );

  // robots.txt and sitemaps before the SSR catch-all, so they are matched first.
  await app.register(seoRoutes({ catalog, publicUrl: config.publicUrl }));

  if (opts.ssr) {
    const visitors = createVisitorTracker({
      db,
      visitorSecret: config.auth.jwtSecret,
      onError: (err) => app.log.warn({ err }, 'visitor activity not recorded'),
    });
    await registerSsr(app, {
      dev: config.isDev,
      // Every storefront page served marks its visitor live (GET /api/realtime/metrics).
      contextFor: trackVisits(visitors, (request) => ({
        services: { catalog, content, settings, reviews, qna },
        cspNonce: cspNonceOf(request),
        publicUrl: config.publicUrl,
        auth: {
          googleClientId: config.google.clientId ?? null,
          googleRedirect: Boolean(config.google.clientId && config.google.clientSecret),
        },
        recordProductView: (productId) =>
          countProductView(
            { catalog, visitorSecret: config.auth.jwtSecret },
            productId,
            { ip: request.ip, userAgent: request.headers['user-agent'] },
            (err) => request.log.warn({ err }, 'product view not recorded'),
          ),
      })),
    });
  }

  const stopReconciler = opts.background ? payments.startReconciler() : null;
  const stopDailyBackups =
    opts.background && config.backups.daily
      ? startDailyBackups({
          database,
          storage,
          dataDir: config.dataDir,
          keep: config.backups.keep,
          log: app.log,
        })
      : null;
  app.addHook('onClose', async () => {
    await stopDailyBackups?.();
    await stopReconciler?.();
    await push.close();
    await events.close();
    await unlinkCaches();
    await database.close();
  });

  return {
    app,
    adminRoutes,
    routes,
    services: {
      accounts,
      addresses,
      catalog,
      content,
      analytics,
      settings,
      notifications,
      push,
      media,
      limiter,
      orders,
      invoices,
      payments,
      checkout,
      coupons,
      cart,
      wishlist,
      reviews,
      qna,
      contact,
      productsAdmin,
      categoriesAdmin,
      realtime,
    },
    events,
    storage,
  };
}
export type App = Awaited<ReturnType<typeof buildApp>>;
