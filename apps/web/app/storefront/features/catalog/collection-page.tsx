import type { ProductListQuery, ProductSort } from '@propwash/domain/catalog/schemas';
import { data } from 'react-router';
import { paths } from '#app/lib/paths.ts';
import { toCardProduct } from '#app/storefront/features/catalog/card-product.ts';
import { ListingLayout } from '#app/storefront/features/catalog/listing-layout.tsx';
import { parseListingQuery } from '#app/storefront/features/catalog/listing-query.ts';
import { canonicalUrl, pageMeta } from '#app/storefront/features/catalog/page-meta.ts';
import { ErrorPage } from '#app/storefront/features/errors/error-page.tsx';
import type { Route } from './+types/collection-page';

interface Collection {
  title: string;
  description: string;
  defaultSort: ProductSort;
  filter: Partial<ProductListQuery>;
}

/** The navigation's three curated lists: one page module, mounted at three paths in routes.ts. */
const collections: Record<string, Collection> = {
  [paths.specials()]: {
    title: 'Specials',
    description: 'Every discounted model, part and accessory, biggest savings first.',
    defaultSort: 'discount',
    filter: { minDiscount: 1 },
  },
  [paths.newProducts()]: {
    title: 'New Arrivals',
    description: 'The latest planes, drones, radios and parts to land in our workshop.',
    defaultSort: 'newest',
    filter: {},
  },
  [paths.featured()]: {
    title: "Today's Deals",
    description: 'Hand-picked featured products at their best prices today.',
    defaultSort: 'default',
    filter: { deals: true },
  },
};

const sortOptions = ['default', 'price-low', 'price-high', 'rating', 'discount', 'newest'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const collection = collections[url.pathname.replace(/\/$/, '')];
  if (!collection) throw data(null, { status: 404 });
  const { query, filters } = parseListingQuery(url.searchParams);
  const sort = url.searchParams.has('sort') ? filters.sort : collection.defaultSort;
  const list = await context.services.catalog.listProducts({
    page: query.page,
    limit: query.limit,
    availability: 'all',
    sort,
    ...collection.filter,
  });
  return {
    title: collection.title,
    description: collection.description,
    crumbs: [
      { label: 'Home', to: paths.home() },
      { label: 'Products', to: paths.products() },
      { label: collection.title },
    ],
    sort,
    products: list.products.map(toCardProduct),
    page: list.page,
    limit: list.limit,
    total: list.total,
    totalPages: list.totalPages,
    canonicalUrl: canonicalUrl(context.publicUrl, url.pathname),
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
      emptyText="No products here right now"
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
