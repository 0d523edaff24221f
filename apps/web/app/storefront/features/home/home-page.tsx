import { toCardProduct } from '#app/lib/catalog/card-product.ts';
import { pageMeta } from '#app/lib/catalog/page-meta.ts';
import { ErrorPage } from '#app/ui/error-page.tsx';
import { HomeView } from '#app/ui/home/home-view.tsx';
import { buildHomeView, HOME_LISTS } from '#app/ui/home/home-view-model.ts';
import { useAutoRefresh } from '#app/storefront/features/home/use-auto-refresh.ts';
import type { Route } from './+types/home-page';

const REFRESH_MS = 30_000;

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog, content, settings } = context.services;
  const [design, featured, trending, categories, banners, deals, clearance, profile] =
    await Promise.all([
      content.homeDesign(),
      // The designer's picks in order, topped up with featured products to its count.
      content.homeFeaturedProducts(),
      catalog.trendingProducts(HOME_LISTS.trending.fetch),
      catalog.listCategories(),
      content.listBanners(),
      catalog.listProducts({
        page: 1,
        limit: HOME_LISTS.deals.fetch,
        sort: 'default',
        availability: 'all',
        deals: true,
      }),
      catalog.listProducts({
        page: 1,
        limit: HOME_LISTS.clearance.fetch,
        sort: 'discount',
        availability: 'instock',
        minDiscount: 1,
      }),
      settings.storeProfile(),
    ]);
  return {
    canonicalUrl: new URL('/', context.publicUrl).href,
    ...buildHomeView(design, {
      banners,
      categories,
      featured: featured.map(toCardProduct),
      trending: trending.map(toCardProduct),
      deals: deals.products.map(toCardProduct),
      clearance: clearance.products.map(toCardProduct),
      freeShippingThreshold: profile.freeShippingThreshold,
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: 'Propwash | RC planes, helicopters, drones, cars & boats in India',
    description:
      'Shop remote-controlled planes, helicopters, drones, cars and boats, plus batteries, radios, motors and spares. 100% original products with GST invoices, delivered across India.',
    url: data?.canonicalUrl ?? '/',
    image: data?.hero?.image,
  });

export default function HomePage({ loaderData }: Route.ComponentProps) {
  useAutoRefresh(REFRESH_MS);
  return <HomeView data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
