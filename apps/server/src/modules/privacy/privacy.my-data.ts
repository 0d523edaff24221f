// GET /api/me/data: everything the shop holds about the signed-in customer, in one JSON file
// (docs/decisions/data-export-and-erasure.md; DPDP Act 2023 s.11).
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { Limit, RateLimiter } from '../../platform/rate-limit.ts';
import { exportAccount } from '../accounts/accounts.personal-data.ts';
import { exportCart, exportCheckouts } from '../cart/cart.personal-data.ts';
import { productNames } from '../catalog/catalog.shared.ts';
import { exportContent } from '../content/content.personal-data.ts';
import { exportRedemptions } from '../coupons/coupons.personal-data.ts';
import { exportHangar } from '../hangar/hangar.personal-data.ts';
import { exportStockAlerts } from '../inventory/inventory.personal-data.ts';
import { exportGrievances } from '../legal/legal.personal-data.ts';
import { exportNotifications } from '../notifications/notifications.personal-data.ts';
import { exportOrders } from '../orders/orders.personal-data.ts';
import { exportQuestions } from '../qna/qna.personal-data.ts';
import { cancellationCreditNotes, exportReturns } from '../returns/returns.personal-data.ts';
import { exportReviews } from '../reviews/reviews.personal-data.ts';
import { exportWishlist } from '../wishlist/wishlist.personal-data.ts';
import { exportWhatsApp } from '../whatsapp/whatsapp.personal-data.ts';
import { exportConsents } from './privacy.personal-data.ts';

/** Downloads per customer: the file is built from every module's tables, so it is not free. */
export const myDataLimit: Limit = { limit: 5, windowSeconds: 60 * 60 };

/** The version of the file's layout, for whoever reads it with a program. */
export const MY_DATA_FORMAT = 'propwash-my-data/1';

export function createMyDataService(deps: { db: Db; limiter: RateLimiter }) {
  const { db, limiter } = deps;

  return {
    /**
     * The customer's data, by section, one query per section (and per sub-list of a section):
     * never one per order or per review.
     */
    async exportFor(userId: string) {
      try {
        await limiter.hit(`my-data:user:${userId}`, myDataLimit);
      } catch (err) {
        if (err instanceof AppError && err.type === 'RATE_LIMITED') {
          throw new AppError(
            'RATE_LIMITED',
            `You can download your data ${myDataLimit.limit} times an hour. ${err.message.replace('Too many attempts. ', '')}`,
            { headers: err.headers ?? {} },
          );
        }
        throw err;
      }
      const account = await exportAccount(db, userId);
      if (!account) throw new AppError('NOT_FOUND', 'User not found');
      const email = account.profile.email;
      const [orders, returns, reviews, questions, wishlist, hangar, cart, coupons] =
        await Promise.all([
          exportOrders(db, userId),
          exportReturns(db, userId),
          exportReviews(db, userId),
          exportQuestions(db, userId),
          exportWishlist(db, userId),
          exportHangar(db, userId),
          exportCart(db, userId),
          exportRedemptions(db, userId),
        ]);
      const [
        consents,
        notifications,
        content,
        grievances,
        whatsapp,
        cancelled,
        stockAlerts,
        checkouts,
      ] = await Promise.all([
        exportConsents(db, userId, email),
        exportNotifications(db, userId, email),
        exportContent(db, userId, email),
        exportGrievances(db, userId, email),
        exportWhatsApp(db, userId),
        cancellationCreditNotes(
          db,
          orders.filter((o) => o.status === 'cancelled' && o.invoiceNumber).map((o) => o.id),
        ),
        exportStockAlerts(db, userId, email),
        exportCheckouts(db, userId),
      ]);
      // The products named by the lists, in one query: lists hold ids, this maps them to names.
      const productIds = [
        ...orders.flatMap((o) => o.lines.map((l) => l.productId)),
        ...reviews.map((r) => r.productId),
        ...questions.map((q) => q.productId),
        ...wishlist.map((w) => w.productId),
        ...hangar.map((h) => h.productId),
        ...cart.map((c) => c.productId),
        ...stockAlerts.map((a) => a.productId),
      ].filter((id): id is string => id !== null);
      const names = await productNames(db, productIds);
      const named = <T extends { productId: string | null }>(rows: T[]) =>
        rows.map((r) => ({ ...r, productName: (r.productId && names.get(r.productId)) || null }));
      return {
        format: MY_DATA_FORMAT,
        exportedAt: new Date().toISOString(),
        accountId: userId,
        account,
        consents: { history: consents },
        orders: orders.map((o) => ({
          ...o,
          creditNoteNumber: cancelled.get(o.id) ?? null,
        })),
        returns,
        reviews: named(reviews),
        questions: named(questions),
        wishlist: named(wishlist),
        hangar: named(hangar),
        cart: named(cart),
        backInStockRequests: named(stockAlerts),
        checkouts,
        couponRedemptions: coupons,
        notifications,
        whatsapp,
        newsletter: content.newsletter,
        contactMessages: content.contactMessages,
        grievances,
      };
    },
  };
}
export type MyDataService = ReturnType<typeof createMyDataService>;
export type MyDataExport = Awaited<ReturnType<MyDataService['exportFor']>>;
