import type { ProductListQuery, ProductSort } from '@propwash/domain/catalog/schemas';
import { data } from 'react-router';
import { paths } from '#app/lib/paths.ts';
import { toCardProduct } from '#app/lib/catalog/card-product.ts';
import type { OfferName } from '#app/storefront/features/catalog/filter-fields.tsx';
import { ListingLayout } from '#app/storefront/features/catalog/listing-layout.tsx';
import { parseListingQuery } from '#app/storefront/features/catalog/listing-query.ts';
import { canonicalUrl, pageMeta } from '#app/lib/catalog/page-meta.ts';
import { ErrorPage } from '#app/ui/error-page.tsx';
import type { Route } from './+types/collection-page';

interface Collection {
  title: string;
  description: string;
  defaultSort: ProductSort;
  filter: Pick<ProductListQuery, 'minDiscount' | 'deals'>;
  /** The Offers switches that still mean something here. */
  offers: readonly OfferName[];
}

/** The navigation's three curated lists: one page module, mounted at three paths in routes.ts. */
const collections: Record<string, Collection> = {
  [paths.specials()]: {
    title: 'Specials',
    description: 'Every discounted model, part and accessory, biggest savings first.',
    defaultSort: 'discount',
    filter: { minDiscount: 1 },
    offers: ['deals', 'trending'],
  },
  [paths.newProducts()]: {
    title: 'New Arrivals',
    description: 'The latest planes, drones, radios and parts to land in our workshop.',
    defaultSort: 'newest',
    filter: {},
    offers: ['deals', 'trending'],
  },
  [paths.featured()]: {
    title: "Today's Deals",
    description: 'Hand-picked featured products at their best prices today.',
    defaultSort: 'default',
    filter: { deals: true },
    offers: ['trending'],
  },
};

const sortOptions = ['default', 'price-low', 'price-high', 'rating', 'discount', 'newest'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const collection = collections[url.pathname.replace(/\/$/, '')];
  if (!collection) throw data(null, { status: 404 });
  const { query, filters, specLabels } = parseListingQuery(
    url.searchParams,
    await context.services.catalog.allAttributes(),
  );
  const sort = url.searchParams.has('sort') ? filters.sort : collection.defaultSort;
  const { minDiscount, deals } = collection.filter;
  const list = await context.services.catalog.listProducts({
    ...query,
    sort,
    // The collection's own rule holds whatever the shopper filters: Specials stay discounted.
    minDiscount: Math.max(query.minDiscount ?? 0, minDiscount ?? 0) || undefined,
    deals: deals || query.deals,
  });
  // The drawer counts with the same rule (GET /api/products parameters).
  const fixed: Record<string, string> = {};
  if (minDiscount) fixed.minDiscount = String(minDiscount);
  if (deals) fixed.deals = 'true';
  return {
    title: collection.title,
    offers: collection.offers,
    description: collection.description,
    crumbs: [
      { label: 'Home', to: paths.home() },
      { label: 'Products', to: paths.products() },
      { label: collection.title },
    ],
    filters: { ...filters, sort },
    facets: list.facets,
    categoryOptions: list.facets?.categories ?? [],
    fixed,
    products: list.products.map(toCardProduct),
    page: list.page,
    limit: list.limit,
    total: list.total,
    totalPages: list.totalPages,
    canonicalUrl: canonicalUrl(context.publicUrl, url.pathname),
    specLabels,
  };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? pageMeta({ title: `${d.title} | Propwash`, description: d.description, url: d.canonicalUrl })
    : [{ title: 'Propwash' }];

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  return (
    <ListingLayout
      data={loaderData}
      sortOptions={sortOptions}
      offers={loaderData.offers}
      emptyText="No products here right now"
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
