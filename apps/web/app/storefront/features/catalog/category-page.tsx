import type { ProductSort } from '@propwash/domain/catalog/schemas';
import { data, Link, redirect } from 'react-router';
import { cx } from '#app/lib/cx.ts';
import { paths } from '#app/lib/paths.ts';
import { toCardProduct } from '#app/lib/catalog/card-product.ts';
import { resolveCategoryPath } from '#app/storefront/features/catalog/category-path.ts';
import { fitsLabel } from '#app/storefront/features/catalog/filter-chips.ts';
import { ListingLayout } from '#app/storefront/features/catalog/listing-layout.tsx';
import { parseListingQuery } from '#app/storefront/features/catalog/listing-query.ts';
import { canonicalUrl, pageMeta } from '#app/lib/catalog/page-meta.ts';
import { ErrorPage } from '#app/ui/error-page.tsx';
import type { Route } from './+types/category-page';

// docs/decisions/catalog-basics.md: the footer's old slugs are aliases, answered with a permanent redirect.
const aliases: Record<string, string> = { planes: 'airplanes', controllers: 'radios-servos' };
const sortOptions = ['default', 'price-low', 'price-high', 'rating', 'discount', 'newest'] as const;
const offers = ['deals', 'trending'] as const;

function isCategorySort(sort: ProductSort): sort is (typeof sortOptions)[number] {
  return (sortOptions as readonly string[]).includes(sort);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = aliases[params.slug];
  if (target) {
    throw redirect(paths.category(target, params.sub) + url.search, 301);
  }
  const { catalog } = context.services;
  const categories = (await catalog.listCategories()).filter((c) => c.enabled);
  const found = resolveCategoryPath(categories, params.slug, params.sub);
  if (!found) throw data(null, { status: 404, statusText: 'Not Found' });
  const { parent, child, filter } = found;
  const current = child ?? parent;
  const { query, filters, specLabels } = parseListingQuery(
    url.searchParams,
    await catalog.allAttributes(),
  );
  const sort = isCategorySort(filters.sort) ? filters.sort : 'default';
  // The path is the category filter; the other filters come from the query as on /products.
  const [list, fitsModels] = await Promise.all([
    catalog.listProducts({ ...query, search: undefined, sort, category: filter }),
    // The models of a fits filter, for its chip (hidden models are left out).
    query.fits ? catalog.productsForCart(query.fits) : [],
  ]);
  const path = paths.category(parent.slug, child?.slug);
  return {
    title: current.name,
    description: current.description,
    crumbs: [
      { label: 'Home', to: paths.home() },
      { label: 'Products', to: paths.products() },
      ...(child ? [{ label: parent.name, to: paths.category(parent.slug) }] : []),
      { label: current.name },
    ],
    subcategories: child
      ? []
      : categories
          .filter((c) => c.parentId === parent.id)
          .sort((a, b) => a.sortOrder - b.sortOrder)
          .map(({ slug, name }) => ({ slug, name })),
    parentSlug: parent.slug,
    filters: { ...filters, search: '', category: '', sort },
    facets: list.facets,
    categoryOptions: null,
    fixed: { category: filter },
    products: list.products.map(toCardProduct),
    page: list.page,
    limit: list.limit,
    total: list.total,
    totalPages: list.totalPages,
    canonicalUrl: canonicalUrl(
      context.publicUrl,
      list.page > 1 ? `${path}?page=${list.page}` : path,
    ),
    image: current.image ?? list.products[0]?.image ?? null,
    fitsLabel: fitsLabel(fitsModels.map((m) => m.name)),
    specLabels,
  };
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d)
    return [{ title: 'Category not found | Propwash' }, { name: 'robots', content: 'noindex' }];
  return pageMeta({
    title: `${d.title} | Buy online in India | Propwash`,
    description:
      d.description ||
      `Shop ${d.title} at Propwash: original products, GST invoice, delivery across India.`,
    url: d.canonicalUrl,
    image: d.image,
  });
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { subcategories, parentSlug } = loaderData;
  return (
    <ListingLayout
      data={loaderData}
      sortOptions={sortOptions}
      offers={offers}
      emptyText="No products found in this category"
    >
      {subcategories.length > 0 && (
        <nav aria-label="Subcategories" className="mb-5">
          {/* A phone scrolls the subcategories sideways in one row (no page-wide scroll). */}
          <ul className="flex gap-2 max-sm:-mx-4 max-sm:overflow-x-auto max-sm:px-4 max-sm:pb-1 sm:flex-wrap">
            {subcategories.map((sub) => (
              <li key={sub.slug}>
                <Link
                  to={paths.category(parentSlug, sub.slug)}
                  className={cx(
                    'inline-flex h-9 shrink-0 items-center rounded-full border whitespace-nowrap border-slate-300 bg-white px-4 text-sm font-medium text-slate-700',
                    'hover:border-brand-400 hover:text-brand-800',
                  )}
                >
                  {sub.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </ListingLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
