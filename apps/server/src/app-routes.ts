// Every route of the API under /api: the public ones, then every admin route inside one scope
// whose onRequest hook requires an admin (docs/architecture.md, Admin scope).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from './app-services.ts';
import type { Config } from './config.ts';
import { accountsAdminRoutes } from './modules/accounts/admin/admin.routes.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { addressesRoutes } from './modules/accounts/profile/profile.addresses-routes.ts';
import { businessRoutes } from './modules/accounts/profile/profile.business-routes.ts';
import { googleRoutes } from './modules/accounts/google/google.routes.ts';
import { createKnownDevices } from './modules/accounts/sign-in/sign-in.known-device.ts';
import { signInCodeRoutes } from './modules/accounts/sign-in/sign-in.code-routes.ts';
import { auditAdminRoutes } from './modules/audit/audit.admin-routes.ts';
import { analyticsAdminRoutes } from './modules/analytics/analytics.admin-routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { cartRestoreRoutes } from './modules/cart/cart.restore-routes.ts';
import { catalogAdminRoutes } from './modules/catalog/catalog.admin-routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { searchAdminRoutes } from './modules/catalog/search/search.admin-routes.ts';
import { contactRoutes } from './modules/content/content.contact-routes.ts';
import { inboxAdminRoutes } from './modules/content/content.inbox-admin-routes.ts';
import { contentAdminRoutes } from './modules/content/content.admin-routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { couponsAdminRoutes } from './modules/coupons/coupons.admin-routes.ts';
import { couponsRoutes } from './modules/coupons/coupons.routes.ts';
import { hangarRoutes } from './modules/hangar/hangar.routes.ts';
import { gstAdminRoutes } from './modules/gst/gst.routes.ts';
import { grievanceAdminRoutes, grievanceRoutes } from './modules/legal/legal.grievance-routes.ts';
import { inventoryAdminRoutes } from './modules/inventory/inventory.admin-routes.ts';
import { inventoryRoutes } from './modules/inventory/inventory.routes.ts';
import { legalRoutes } from './modules/legal/legal.routes.ts';
import { mediaAdminRoutes } from './modules/media/media.admin-routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { notificationsAdminRoutes } from './modules/notifications/notifications.admin-routes.ts';
import { pushRoutes } from './modules/notifications/notifications.push-routes.ts';
import { consentRoutes } from './modules/privacy/privacy.consent-routes.ts';
import { invoicesRoutes } from './modules/orders/invoices/invoices.routes.ts';
import { receiptsRoutes } from './modules/orders/receipts/receipts.routes.ts';
import { ordersAdminRoutes } from './modules/orders/admin/admin.admin-routes.ts';
import { dispatchAdminRoutes } from './modules/orders/dispatch/dispatch.admin-routes.ts';
import { codBlocksAdminRoutes } from './modules/orders/cod-blocks/cod-blocks.admin-routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { paymentMethodsAdminRoutes } from './modules/payments/payments.admin-routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { erasureAdminRoutes } from './modules/privacy/privacy.erasure-admin-routes.ts';
import { myDataRoutes } from './modules/privacy/privacy.my-data-routes.ts';
import { privacyBreachRoutes } from './modules/privacy/privacy.breach-routes.ts';
import { qnaAdminRoutes } from './modules/qna/qna.admin-routes.ts';
import { qnaRoutes } from './modules/qna/qna.routes.ts';
import { realtimeRoutes } from './modules/realtime/realtime.routes.ts';
import { returnsAdminRoutes, returnsRoutes } from './modules/returns/returns.routes.ts';
import { reviewsAdminRoutes } from './modules/reviews/reviews.admin-routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { settingsAdminRoutes } from './modules/settings/settings.admin-routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { pincodesRoutes } from './modules/shipping/shipping.pincodes-routes.ts';
import { shipmentsAdminRoutes } from './modules/shipping/shipping.admin-routes.ts';
import { shipmentsWebhookRoutes } from './modules/shipping/shipping.webhook-routes.ts';
import { ndrAdminRoutes, ndrRoutes } from './modules/shipping/shipping.ndr-routes.ts';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.ts';
import { whatsappAdminRoutes } from './modules/whatsapp/whatsapp.admin-routes.ts';
import { whatsappRoutes } from './modules/whatsapp/whatsapp.routes.ts';
import type { Database } from './platform/db.ts';
import { healthRoutes } from './platform/health.ts';
import { installApiEdges, type RouteEntry } from './platform/http.ts';
import type { Storage } from './platform/storage.ts';

/** The /api scope; `adminRoutes` receives the admin scope's route table as it is built. */
export function apiRoutes(deps: {
  config: Config;
  database: Database;
  storage: Storage;
  services: Services;
  routes: RouteEntry[];
  adminRoutes: { method: string; url: string }[];
}): FastifyPluginAsyncZod {
  const { config, database, storage, services, routes, adminRoutes } = deps;
  const { accounts, guards, limiter, google, media, catalog, content, contact } = services;
  const { cart, wishlist, orders, pricing, coupons, payments, invoices, reviews, qna } = services;
  const { settings, realtime, push, analytics, userAdmin, notifications } = services;
  const { paymentMethods, couponsAdmin, inventoryAdmin, productsAdmin, categoriesAdmin } = services;
  const { ordersAdmin, settingsAdmin, addresses, hangar, inbox, newsletter, audit } = services;
  const { specsAdmin, consents, grievances, myData, erasure, breach, legalNotices } = services;
  const { shipments, courierAccount, returns, vocabularyAdmin, businessProfile, gst, receipts } =
    services;
  const { stockAlerts, waitingList } = services;
  const { whatsapp, whatsappWebhook } = services;
  const { ndr } = services;
  return async (api) => {
    await installApiEdges(api, routes);
    await api.register(healthRoutes({ database }));
    const knownDevices = createKnownDevices({
      secret: config.auth.jwtSecret,
      isSecure: config.publicUrl.startsWith('https://'),
    });
    await api.register(accountsRoutes({ accounts, guards, knownDevices }));
    await api.register(signInCodeRoutes({ accounts, knownDevices }));
    await api.register(
      googleRoutes({
        google,
        signInWithGoogle: async (identity, meta, rememberMe) => {
          await accounts.limitGoogleSignIn(identity, meta);
          return accounts.signInWithGoogle(identity, meta, rememberMe);
        },
        publicUrl: config.publicUrl,
        clientSecret: config.google.clientSecret,
        stateSecret: config.auth.jwtSecret,
        knownDevices,
      }),
    );
    await api.register(addressesRoutes({ addresses, guards }));
    await api.register(businessRoutes({ business: businessProfile, guards }));
    await api.register(mediaRoutes({ media, guards, limiter }));
    await api.register(catalogRoutes({ catalog, visitorSecret: config.auth.jwtSecret }));
    await api.register(contentRoutes({ content }));
    await api.register(
      contactRoutes({
        contact,
        newsletter,
        guards,
        storeName: async () => (await settings.get('general')).storeName,
        publicUrl: config.publicUrl,
      }),
    );
    await api.register(grievanceRoutes({ grievances, guards }));
    await api.register(cartRoutes({ cart, guards }));
    await api.register(
      cartRestoreRoutes({ reminders: services.checkoutReminders, guards, limiter }),
    );
    await api.register(wishlistRoutes({ wishlist, guards }));
    await api.register(inventoryRoutes({ stockAlerts, guards }));
    await api.register(hangarRoutes({ hangar, guards }));
    await api.register(
      ordersRoutes({
        orders,
        pricing,
        guards,
        limiter,
        // The conversion rate's buyers (docs/decisions/conversion-rate.md); never fails the order.
        onPlaced: (orderId, visit) =>
          void analytics
            .recordOrderVisit(orderId, visit)
            .catch((err: unknown) => api.log.warn({ err }, 'order visitor not recorded')),
      }),
    );
    await api.register(couponsRoutes({ coupons, cart, guards }));
    await api.register(paymentsRoutes({ payments, guards }));
    // Owners and admins alike (the route checks which).
    await api.register(
      invoicesRoutes({
        invoices,
        guards,
        findOrderOwner: invoices.findOrderOwner,
      }),
    );
    await api.register(
      receiptsRoutes({ receipts, guards, findOrderOwner: invoices.findOrderOwner }),
    );
    await api.register(returnsRoutes({ returns, guards, limiter }));
    await api.register(reviewsRoutes({ reviews, guards }));
    await api.register(qnaRoutes({ qna, guards }));
    await api.register(settingsRoutes({ settings }));
    await api.register(legalRoutes({ notices: legalNotices }));
    await api.register(pincodesRoutes());
    await api.register(shipmentsWebhookRoutes({ shipments, courierAccount }));
    await api.register(ndrRoutes({ ndr, limiter }));
    await api.register(whatsappRoutes({ webhook: whatsappWebhook }));
    await api.register(realtimeRoutes({ realtime, guards }));
    await api.register(pushRoutes({ push, guards }));
    await api.register(consentRoutes({ consents, guards }));
    await api.register(myDataRoutes({ myData, erasure, guards }));
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
      await admin.register(inboxAdminRoutes({ inbox, newsletter, guards }));
      await admin.register(grievanceAdminRoutes({ grievances, guards }));
      await admin.register(paymentMethodsAdminRoutes({ paymentMethods, guards }));
      await admin.register(couponsAdminRoutes({ coupons: couponsAdmin, guards }));
      await admin.register(
        inventoryAdminRoutes({ inventory: inventoryAdmin, waiting: waitingList, guards }),
      );
      await admin.register(
        catalogAdminRoutes({
          products: productsAdmin,
          categories: categoriesAdmin,
          specs: specsAdmin,
          guards,
        }),
      );
      await admin.register(
        searchAdminRoutes({ vocabulary: vocabularyAdmin, searchLog: catalog.searchLog, guards }),
      );
      await admin.register(mediaAdminRoutes({ media, storage, guards, limiter }));
      await admin.register(ordersAdminRoutes({ orders, ordersAdmin, guards }));
      await admin.register(dispatchAdminRoutes({ orders, ordersAdmin, guards }));
      await admin.register(codBlocksAdminRoutes({ codBlocks: services.codBlocks, guards }));
      await admin.register(ndrAdminRoutes({ ndr, shipments, guards }));
      await admin.register(
        shipmentsAdminRoutes({
          shipments,
          courierAccount,
          guards,
          shopAddress: async () => {
            const shop = await settings.storeProfile();
            return {
              name: shop.legalName || shop.storeName,
              address: shop.address,
              city: shop.city,
              state: shop.state,
              pincode: shop.pincode,
              phone: shop.supportPhone,
            };
          },
        }),
      );
      await admin.register(settingsAdminRoutes({ settingsAdmin, guards }));
      await admin.register(auditAdminRoutes({ audit }));
      await admin.register(returnsAdminRoutes({ returns, guards }));
      await admin.register(erasureAdminRoutes({ erasure, guards }));
      await admin.register(privacyBreachRoutes({ breach, guards }));
      await admin.register(gstAdminRoutes({ gst }));
      await admin.register(whatsappAdminRoutes({ whatsapp }));
    });
  };
}
