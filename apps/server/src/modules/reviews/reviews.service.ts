import { and, count, desc, eq } from 'drizzle-orm';
import type { CreateReviewBody, ProductReviews, Review } from '@propwash/domain/reviews/schemas';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { reviews } from './reviews.tables.ts';

type ReviewRow = typeof reviews.$inferSelect;
export type RatingSummary = ProductReviews['summary'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23505';
}

const alreadyReviewed = () => new AppError('CONFLICT', 'You have already reviewed this product');

/** Product reviews: customers write them, they start pending, only approved ones are shown. */
export function createReviewsService(deps: {
  db: Db;
  catalog: Pick<CatalogService, 'productsForCart'>;
  orders: Pick<OrdersService, 'hasPurchased'>;
  accounts: Pick<AccountsService, 'firstNames'>;
}) {
  const { db, catalog, orders, accounts } = deps;

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
    async create(userId: string, body: CreateReviewBody): Promise<Review> {
      const [product] = await catalog.productsForCart([body.productId]);
      if (!product) throw new AppError('PRODUCT_NOT_FOUND', 'Product not found');
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

    /**
     * The figures a product's rating and review count should show. Approving or rejecting a review
     * (admin, a later issue) passes them to the catalog, which owns the product row.
     */
    summaryOf,
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
