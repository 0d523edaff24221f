// Every module's tables in one object, for drizzle's relational queries and the typed Db. It lives
// in the composition root, not in platform/, so platform knows no module: openDatabase takes it.
import * as accounts from './modules/accounts/accounts.tables.ts';
import * as analytics from './modules/analytics/analytics.tables.ts';
import * as audit from './modules/audit/audit.tables.ts';
import * as cart from './modules/cart/cart.tables.ts';
import * as catalog from './modules/catalog/catalog.tables.ts';
import * as content from './modules/content/content.tables.ts';
import * as coupons from './modules/coupons/coupons.tables.ts';
import * as hangar from './modules/hangar/hangar.tables.ts';
import * as inventory from './modules/inventory/inventory.tables.ts';
import * as legal from './modules/legal/legal.tables.ts';
import * as notifications from './modules/notifications/notifications.tables.ts';
import * as orders from './modules/orders/orders.tables.ts';
import * as payments from './modules/payments/payments.tables.ts';
import * as privacy from './modules/privacy/privacy.tables.ts';
import * as qna from './modules/qna/qna.tables.ts';
import * as returns from './modules/returns/returns.tables.ts';
import * as reviews from './modules/reviews/reviews.tables.ts';
import * as settings from './modules/settings/settings.tables.ts';
import * as shipping from './modules/shipping/shipping.tables.ts';
import * as whatsapp from './modules/whatsapp/whatsapp.tables.ts';
import * as wishlist from './modules/wishlist/wishlist.tables.ts';
import * as platform from './platform/platform.tables.ts';

export const schema = {
  ...accounts,
  ...analytics,
  ...audit,
  ...cart,
  ...catalog,
  ...content,
  ...coupons,
  ...hangar,
  ...inventory,
  ...legal,
  ...notifications,
  ...orders,
  ...payments,
  ...privacy,
  ...qna,
  ...returns,
  ...reviews,
  ...settings,
  ...shipping,
  ...whatsapp,
  ...wishlist,
  ...platform,
};
export type Schema = typeof schema;
