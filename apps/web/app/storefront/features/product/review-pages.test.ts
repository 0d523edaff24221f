import type { ProductReviews, Review } from '@propwash/domain/reviews/schemas';
import { describe, expect, it } from 'vitest';
import {
  nextReviewsPath,
  withNextReviewsPage,
} from '#app/storefront/features/product/review-pages.ts';

const review = (id: string): Review => ({
  id,
  productId: 'p1',
  rating: 5,
  title: id,
  comment: 'Flies well',
  verified: true,
  userName: 'Asha',
  status: 'approved',
  createdAt: '2026-11-01T10:00:00.000Z',
});
const page = (n: number, ids: string[], total = 25): ProductReviews => ({
  page: n,
  limit: 10,
  total,
  totalPages: Math.ceil(total / 10),
  reviews: ids.map(review),
  summary: { average: 4.8, count: total, breakdown: [0, 0, 0, 5, 20] },
});

describe('review pages', () => {
  it('asks the reviews API for the next page until the last', () => {
    expect(nextReviewsPath('p1', page(1, ['a']))).toBe('/reviews/product/p1?page=2&limit=10');
    expect(nextReviewsPath('p1', page(3, ['z']))).toBeNull();
    expect(nextReviewsPath('p1', page(1, [], 0))).toBeNull();
  });

  it('appends the next page, each review once, and takes its page info', () => {
    const shown = page(1, ['a', 'b']);
    const merged = withNextReviewsPage(shown, page(2, ['b', 'c'], 26));
    expect(merged.reviews.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(merged).toMatchObject({ page: 2, total: 26, totalPages: 3 });
  });
});
