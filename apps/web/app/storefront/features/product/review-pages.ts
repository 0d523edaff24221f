import type { ProductReviews } from '@propwash/domain/reviews/schemas';

/** The reviews API's page size on the product page (the API allows up to 50). */
export const REVIEWS_PAGE_SIZE = 10;

/** Where the next page of a product's approved reviews is, or null when all are shown. */
export function nextReviewsPath(productId: string, shown: ProductReviews): string | null {
  if (shown.page >= shown.totalPages) return null;
  const query = new URLSearchParams({ page: String(shown.page + 1), limit: String(shown.limit) });
  return `/reviews/product/${encodeURIComponent(productId)}?${query}`;
}

/**
 * The reviews shown after "Show more": the earlier pages plus the next, each review once (a
 * review approved meanwhile shifts the pages, so the next page can repeat the last one shown).
 */
export function withNextReviewsPage(shown: ProductReviews, next: ProductReviews): ProductReviews {
  const seen = new Set(shown.reviews.map((r) => r.id));
  return {
    ...next,
    reviews: [...shown.reviews, ...next.reviews.filter((r) => !seen.has(r.id))],
  };
}
