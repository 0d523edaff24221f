import { formatIndiaTime } from '@propwash/domain/india-time';
import type { ProductReviews, Review } from '@propwash/domain/reviews/schemas';
import { BadgeCheck, Star } from '#app/ui/icons.tsx';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { apiRequest, ApiError } from '#app/lib/api-client.ts';
import { useStoredUser } from '#app/lib/auth-store.ts';
import { paths } from '#app/lib/paths.ts';
import { useApiData } from '#app/lib/use-api-data.ts';
import {
  nextReviewsPath,
  REVIEWS_PAGE_SIZE,
  withNextReviewsPage,
} from '#app/storefront/features/product/review-pages.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { inputClassName, labelClassName } from '#app/ui/field-styles.ts';

function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          filled={n <= rating}
          className={n <= rating ? 'size-4 text-amber-400' : 'size-4 text-slate-300'}
          aria-hidden
        />
      ))}
    </span>
  );
}

/** Approved reviews with their summary, and the form for a signed-in customer. */
export function ReviewsPanel({
  productId,
  initial,
}: {
  productId: string;
  initial: ProductReviews | null;
}) {
  const [data, setData] = useState<ProductReviews | null>(initial);
  // Normally rendered from the loader; fetched here only when the server could not list them.
  useApiData(
    initial ? null : productId,
    (signal, id) =>
      apiRequest<ProductReviews>(`/reviews/product/${id}?page=1&limit=${REVIEWS_PAGE_SIZE}`, {
        signal,
      }),
    { onData: setData },
  );
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const morePath = data ? nextReviewsPath(productId, data) : null;

  async function showMore() {
    if (!data || !morePath) return;
    setIsLoadingMore(true);
    setMoreError(null);
    try {
      const next = await apiRequest<ProductReviews>(morePath);
      setData((shown) => (shown ? withNextReviewsPage(shown, next) : next));
    } catch {
      setMoreError('Could not load more reviews. Please try again.');
    } finally {
      setIsLoadingMore(false);
    }
  }

  const reviews: Review[] = data?.reviews ?? [];
  const summary = data?.summary;
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_360px]">
      <div>
        {summary && summary.count > 0 && (
          <p className="mb-4 flex items-center gap-3 text-slate-700">
            <span className="text-3xl font-extrabold text-slate-900">
              {summary.average.toFixed(1)}
            </span>
            <Stars rating={Math.round(summary.average)} />
            <span className="text-sm">
              {summary.count} {summary.count === 1 ? 'review' : 'reviews'}
            </span>
          </p>
        )}
        {reviews.length === 0 ? (
          <p className="text-slate-600">No reviews yet. Be the first to review this product.</p>
        ) : (
          <ul className="space-y-4">
            {reviews.map((review) => (
              <li key={review.id} className="rounded-card border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <Stars rating={review.rating} />
                  <h3 className="font-semibold text-slate-900">{review.title}</h3>
                </div>
                <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-slate-700">
                  {review.comment}
                </p>
                <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                  {review.userName} · {formatIndiaTime(review.createdAt, 'longDate')}
                  {review.verified && (
                    <span className="inline-flex items-center gap-1 font-semibold text-success-700">
                      <BadgeCheck className="size-3.5" aria-hidden /> Verified purchase
                    </span>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
        {morePath && (
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={() => void showMore()}
              disabled={isLoadingMore}
              className={buttonVariants({ variant: 'outline' })}
            >
              {isLoadingMore ? 'Loading…' : 'Show more reviews'}
            </button>
            <span className="text-sm text-slate-500">
              Showing {reviews.length} of {data?.total}
            </span>
          </div>
        )}
        {moreError && (
          <p role="alert" className="mt-2 text-sm text-danger-700">
            {moreError}
          </p>
        )}
      </div>
      <ReviewForm productId={productId} />
    </div>
  );
}

function ReviewForm({ productId }: { productId: string }) {
  const user = useStoredUser();
  const location = useLocation();
  const [rating, setRating] = useState(0);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  if (!user) {
    return (
      <div className="h-fit rounded-card border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        <p>Bought this product? Sign in to write a review.</p>
        <Link
          to={paths.login(location.pathname)}
          className={buttonVariants({ variant: 'outline', className: 'mt-3' })}
        >
          Sign in to review
        </Link>
      </div>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    if (rating < 1) {
      setMessage({ kind: 'error', text: 'Please choose a rating from 1 to 5 stars' });
      return;
    }
    setIsBusy(true);
    try {
      await apiRequest('/reviews', {
        method: 'POST',
        auth: true,
        body: {
          productId,
          rating,
          title: String(fields.get('title') ?? ''),
          comment: String(fields.get('comment') ?? ''),
        },
        fallbackMessage: 'Could not send your review',
      });
      form.reset();
      setRating(0);
      setMessage({ kind: 'ok', text: 'Thanks! Your review will appear once approved.' });
    } catch (error) {
      setMessage({
        kind: 'error',
        text: error instanceof ApiError ? error.message : 'Could not send your review',
      });
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      className="h-fit space-y-3 rounded-card border border-slate-200 bg-white p-4"
      aria-labelledby="write-review"
    >
      <h3 id="write-review" className="font-bold text-slate-900">
        Write a review
      </h3>
      <fieldset>
        <legend className={labelClassName}>Your rating</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer">
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="peer sr-only"
              />
              {/* The ring is the wrapper's: a masked icon would clip its own. */}
              <span className="block rounded peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500">
                <Star
                  filled={n <= rating}
                  className={n <= rating ? 'size-7 text-amber-400' : 'size-7 text-slate-300'}
                  aria-hidden
                />
              </span>
              <span className="sr-only">
                {n} {n === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className={`${labelClassName} block`}>
        Title
        <input name="title" required maxLength={120} className={`${inputClassName} mt-1`} />
      </label>
      <label className={`${labelClassName} block`}>
        Comment
        <textarea
          name="comment"
          required
          maxLength={2000}
          rows={4}
          className={`${inputClassName} mt-1 h-auto py-2`}
        />
      </label>
      <button type="submit" disabled={isBusy} className={buttonVariants()}>
        {isBusy ? 'Sending…' : 'Submit review'}
      </button>
      {message && (
        <p
          role="status"
          className={message.kind === 'ok' ? 'text-sm text-success-700' : 'text-sm text-danger-700'}
        >
          {message.text}
        </p>
      )}
    </form>
  );
}
