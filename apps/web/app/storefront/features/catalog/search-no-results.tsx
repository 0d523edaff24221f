import { SearchX } from '#app/ui/icons.tsx';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { CardProduct } from '#app/lib/catalog/card-product.ts';
import { paths } from '#app/lib/paths.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { ProductGrid } from '#app/ui/catalog/product-grid.tsx';
import { CategoryChips } from '#app/storefront/features/catalog/search-notice.tsx';
import type { SearchCategoryLink } from '#app/storefront/features/catalog/search-links.ts';

export interface NoResultsData {
  /** The nearest words the shop knows. */
  words: string[];
  categories: SearchCategoryLink[];
  popular: CardProduct[];
}

/**
 * A search that found nothing (GET /api/products `noResults`, docs/decisions/search-engine.md):
 * nearer words, the likely categories, the way back to every product and the best sellers, so
 * the page is never a dead end. The page's heading says "No results for …".
 */
export function SearchNoResults({
  data,
  filtered,
  clearHref,
  wide,
}: {
  data: NoResultsData;
  /** Other filters are applied besides the words. */
  filtered: boolean;
  /** The same search without its filters. */
  clearHref: string;
  /** The page has no filter sidebar: the popular products take four columns. */
  wide: boolean;
}) {
  return (
    <div>
      <div className="rounded-card border border-slate-200 bg-white px-5 py-6 sm:px-8 sm:py-8">
        <div className="flex items-start gap-3">
          <SearchX className="mt-0.5 size-6 shrink-0 text-slate-400" aria-hidden />
          <p className="text-slate-700">
            {filtered
              ? 'No product matches your words with these filters.'
              : 'Check the spelling, or try fewer or more general words.'}
          </p>
        </div>
        {data.words.length > 0 && (
          <p className="mt-4 text-slate-700">
            Did you mean:{' '}
            {data.words.map((word, i) => (
              <Fragment key={word}>
                {i > 0 && ', '}
                <Link
                  to={paths.products({ search: word })}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {word}
                </Link>
              </Fragment>
            ))}
          </p>
        )}
        {data.categories.length > 0 && (
          <div className="mt-4">
            <h2 className="mb-2 text-sm font-semibold text-slate-900">Try a category</h2>
            <CategoryChips links={data.categories} label="Likely categories" />
          </div>
        )}
        {/* A phone stacks the ways out at full width; a wider screen puts them side by side. */}
        <div className="mt-6 grid gap-3 sm:flex">
          {filtered && (
            <Link
              to={clearHref}
              className={buttonVariants({ variant: 'outline', className: 'max-sm:h-11' })}
            >
              Clear all filters
            </Link>
          )}
          <Link to={paths.products()} className={buttonVariants({ className: 'max-sm:h-11' })}>
            Browse all products
          </Link>
        </div>
      </div>
      {data.popular.length > 0 && (
        <section aria-labelledby="popular-heading" className="mt-8">
          <h2 id="popular-heading" className="mb-4 text-xl font-bold text-brand-950">
            Popular right now
          </h2>
          <ProductGrid products={data.popular} columns={wide ? 4 : 3} aboveTheFold={false} />
        </section>
      )}
    </div>
  );
}
