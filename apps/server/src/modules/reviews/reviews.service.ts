import { and, count, desc, eq } from 'drizzle-orm';
import type {
  AdminReview,
  AdminReviewList,
  AdminReviewQuery,
  CreateReviewBody,
  ProductReviews,
  Review,
} from '@propwash/domain/reviews/schemas';
import { AppError } from '../../platform/app-error.ts';
import { isUniqueViolation } from '../../platform/pg-errors.ts';
import type { Db } from '../../platform/db.ts';
import { onPage, pageInfo } from '../../platform/paging.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { reviews } from './reviews.tables.ts';

type ReviewRow = typeof reviews.$inferSelect;
export type RatingSummary = ProductReviews['summary'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reviews written per window; each key is counted in the database, across instances. */
export const reviewLimits = {
  writePerUser: { limit: 10, windowSeconds: 60 * 60 },
  writePerIp: { limit: 30, windowSeconds: 60 * 60 },
};

const reviewNotFound = () => new AppError('NOT_FOUND', 'Review not found');
const alreadyReviewed = () => new AppError('CONFLICT', 'You have already reviewed this product');

/** Product reviews: customers write them, they start pending, only approved ones are shown. */
export function createReviewsService(deps: {
  db: Db;
  catalog: Pick<CatalogService, 'productsForCart' | 'invalidateListings'>;
  orders: Pick<OrdersService, 'hasPurchased'>;
  accounts: Pick<AccountsService, 'firstNames' | 'contactsOf'>;
  limiter: RateLimiter;
  /** The catalog's writer of product ratings and reader of product names (catalog.shared.ts). */
  products: {
    setRatings: (ratings: { productId: string; average: number; count: number }[]) => Promise<void>;
    names: (ids: string[]) => Promise<Map<string, string>>;
  };
}) {
  const { db, catalog, orders, accounts, products, limiter } = deps;

  async function toReviews(rows: ReviewRow[]): Promise<Review[]> {
    const names = await accounts.firstNames(rows.map((r) => r.userId));
    return rows.map((r) => ({
      id: r.id,
      productId: r.productId,
      rating: r.rating,
      title: r.title,
      comment: r.comment,
      verified: r.verified,
      userName: names.get(r.userId) ?? 'Customer',
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  /** Average (one decimal), count and per-star breakdown of a product's approved reviews. */
  async function summaryOf(productId: string): Promise<RatingSummary> {
    const rows = await db
      .select({ rating: reviews.rating, n: count() })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.status, 'approved')))
      .groupBy(reviews.rating);
    const breakdown = [0, 0, 0, 0, 0];
    for (const r of rows) breakdown[r.rating - 1] = r.n;
    const total = breakdown.reduce((a, b) => a + b, 0);
    const sum = breakdown.reduce((a, n, i) => a + n * (i + 1), 0);
    const average = total === 0 ? 0 : Math.round((sum / total) * 10) / 10;
    return { average, count: total, breakdown };
  }

  async function refreshRatings(productIds: string[]): Promise<void> {
    const unique = [...new Set(productIds)];
    if (unique.length === 0) return;
    const summaries = await Promise.all(unique.map((id) => summaryOf(id)));
    await products.setRatings(
      unique.map((productId, i) => ({
        productId,
        average: summaries[i]!.average,
        count: summaries[i]!.count,
      })),
    );
    catalog.invalidateListings();
  }

  async function toAdminReviews(rows: ReviewRow[]): Promise<AdminReview[]> {
    const [contacts, names] = await Promise.all([
      accounts.contactsOf(rows.map((r) => r.userId)),
      products.names(rows.map((r) => r.productId)),
    ]);
    return rows.map((r) => {
      const productName = names.get(r.productId) ?? 'Deleted product';
      const userName = contacts.get(r.userId)?.name ?? 'Customer';
      return {
        id: r.id,
        productId: r.productId,
        productName,
        rating: r.rating,
        title: r.title,
        comment: r.comment,
        verified: r.verified,
        userName,
        userEmail: contacts.get(r.userId)?.email ?? '',
        status: r.status,
        rejectReason: r.rejectReason,
        moderatedAt: r.moderatedAt?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
        product: { id: r.productId, name: productName },
        user: { name: userName },
      };
    });
  }

  async function moderate(
    id: string,
    change: { status: 'approved' | 'rejected'; rejectReason: string | null },
  ): Promise<AdminReview> {
    if (!UUID.test(id)) throw reviewNotFound();
    const [row] = await db
      .update(reviews)
      .set({ ...change, moderatedAt: new Date() })
      .where(eq(reviews.id, id))
      .returning();
    if (!row) throw reviewNotFound();
    await refreshRatings([row.productId]);
    const [review] = await toAdminReviews([row]);
    return review!;
  }

  return {
    /**
     * Approved reviews of a product, newest first, with the summary. An unknown or malformed id
     * gives an empty page (storefront loaders call this beside the product lookup).
     */
    async listForProduct(productId: string, page: number, limit: number): Promise<ProductReviews> {
      if (!UUID.test(productId)) {
        return {
          reviews: [],
          summary: { average: 0, count: 0, breakdown: [0, 0, 0, 0, 0] },
          page,
          limit,
          total: 0,
          totalPages: 0,
        };
      }
      const [rows, summary] = await Promise.all([
        db
          .select()
          .from(reviews)
          .where(and(eq(reviews.productId, productId), eq(reviews.status, 'approved')))
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(limit)
          .offset((page - 1) * limit),
        summaryOf(productId),
      ]);
      return {
        reviews: await toReviews(rows),
        summary,
        page,
        limit,
        total: summary.count,
        totalPages: Math.ceil(summary.count / limit),
      };
    },

    /** One review per customer per product; 'verified' when they have bought it. Starts pending. */
    async create(userId: string, body: CreateReviewBody, meta: { ip: string }): Promise<Review> {
      const [product] = await catalog.productsForCart([body.productId]);
      if (!product) throw new AppError('PRODUCT_NOT_FOUND', 'Product not found');
      await limiter.hit(`review:user:${userId}`, reviewLimits.writePerUser);
      await limiter.hit(`review:ip:${meta.ip}`, reviewLimits.writePerIp);
      const [existing] = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.productId, product.id), eq(reviews.userId, userId)));
      if (existing) throw alreadyReviewed();
      const verified = await orders.hasPurchased(userId, product.id);
      try {
        const [row] = await db
          .insert(reviews)
          .values({
            productId: product.id,
            userId,
            rating: body.rating,
            title: body.title,
            comment: body.comment,
            verified,
          })
          .returning();
        const [review] = await toReviews([row!]);
        return review!;
      } catch (err) {
        // Two submissions at once: the unique index decides, the loser gets the same answer.
        if (isUniqueViolation(err)) throw alreadyReviewed();
        throw err;
      }
    },

    /** The figures a product's rating and review count should show. */
    summaryOf,

    /** Recomputes the shown rating of products whose approved reviews changed. */
    refreshRatings,

    /** Products a customer has reviewed (their ratings change if the account is deleted). */
    async productsReviewedBy(userId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ productId: reviews.productId })
        .from(reviews)
        .where(eq(reviews.userId, userId));
      return rows.map((r) => r.productId);
    },

    /** Admin: reviews of every status, newest first, with the per-status counts for the tabs. */
    async adminList(query: AdminReviewQuery): Promise<AdminReviewList> {
      const where = query.status ? eq(reviews.status, query.status) : undefined;
      const [rows, counts] = await Promise.all([
        onPage(
          db
            .select()
            .from(reviews)
            .where(where)
            .orderBy(desc(reviews.createdAt), desc(reviews.id))
            .$dynamic(),
          query,
        ),
        db.select({ status: reviews.status, n: count() }).from(reviews).groupBy(reviews.status),
      ]);
      const byStatus = { pending: 0, approved: 0, rejected: 0 };
      for (const c of counts) byStatus[c.status] = c.n;
      const total = query.status
        ? byStatus[query.status]
        : byStatus.pending + byStatus.approved + byStatus.rejected;
      return {
        reviews: await toAdminReviews(rows),
        counts: byStatus,
        ...pageInfo(query, total),
      };
    },

    /** Admin: shows the review on the product page and counts it in the product's rating. */
    async approve(id: string): Promise<AdminReview> {
      return moderate(id, { status: 'approved', rejectReason: null });
    },

    /** Admin: hides the review, keeping the reason (the rating no longer counts it). */
    async reject(id: string, reason: string): Promise<AdminReview> {
      return moderate(id, { status: 'rejected', rejectReason: reason });
    },

    async remove(id: string): Promise<void> {
      if (!UUID.test(id)) throw reviewNotFound();
      const [row] = await db.delete(reviews).where(eq(reviews.id, id)).returning();
      if (!row) throw reviewNotFound();
      if (row.status === 'approved') await refreshRatings([row.productId]);
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
