import { TicketPercent } from 'lucide-react';
import { paths } from '#app/lib/paths.ts';
import { toCardProduct } from '#app/storefront/features/catalog/card-product.ts';
import { ProductCardItem } from '#app/storefront/features/catalog/product-card.tsx';
import { ErrorPage } from '#app/storefront/features/errors/error-page.tsx';
import { CategoryGrid } from '#app/storefront/features/home/category-grid.tsx';
import { HeroBanner } from '#app/storefront/features/home/hero-banner.tsx';
import { BottomBanner, MiddleBanners } from '#app/storefront/features/home/promo-banners.tsx';
import { SectionHeading } from '#app/storefront/features/home/section-heading.tsx';
import { TrendingList } from '#app/storefront/features/home/trending-list.tsx';
import { WhyChooseUs } from '#app/storefront/features/home/why-choose-us.tsx';
import type { Route } from './+types/home-page';

const FEATURED_COUNT = 8;
const TRENDING_COUNT = 3;
const MIDDLE_BANNER_COUNT = 3;

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog, content } = context.services;
  const [featured, trending, categories, banners] = await Promise.all([
    catalog.featuredProducts(FEATURED_COUNT),
    catalog.trendingProducts(TRENDING_COUNT),
    catalog.listCategories(),
    content.listBanners(),
  ]);
  const live = banners.filter((b) => b.enabled).sort((a, b) => a.order - b.order);
  const pick = ({
    id,
    image,
    title,
    subtitle,
    description,
    buttonText,
    link,
  }: (typeof live)[number]) => ({ id, image, title, subtitle, description, buttonText, link });
  const hero = live.find((b) => b.position === 'hero');
  const bottom = live.find((b) => b.position === 'bottom');

  return {
    canonicalUrl: new URL('/', context.publicUrl).href,
    hero: hero ? pick(hero) : null,
    middleBanners: live
      .filter((b) => b.position === 'middle')
      .slice(0, MIDDLE_BANNER_COUNT)
      .map(pick),
    bottomBanner: bottom ? pick(bottom) : null,
    featured: featured.slice(0, FEATURED_COUNT).map(toCardProduct),
    trending: trending.slice(0, TRENDING_COUNT).map(toCardProduct),
    categories: categories
      .filter((c) => c.enabled && c.parentId === null)
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map(({ slug, name, image }) => ({ slug, name, image })),
  };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: 'Propwash | RC planes, helicopters, drones, cars & boats in India' },
  {
    name: 'description',
    content:
      'Shop remote-controlled planes, helicopters, drones, cars and boats, plus batteries, radios, motors and spares. 100% original products with GST invoices, delivered across India.',
  },
  { property: 'og:title', content: 'Propwash: RC models and parts, delivered across India' },
  { property: 'og:type', content: 'website' },
  ...(data ? [{ tagName: 'link', rel: 'canonical', href: data.canonicalUrl }] : []),
];

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { hero, middleBanners, bottomBanner, featured, trending, categories } = loaderData;
  return (
    <div className="space-y-12 pt-4 pb-4 sm:space-y-16 sm:pt-6">
      <h1 className="sr-only">Propwash: remote-controlled models and parts</h1>
      <div className="space-y-4">
        <HeroBanner banner={hero} />
        <p className="flex items-center justify-center gap-2 rounded-xl border border-dashed border-accent-300 bg-accent-50 px-4 py-3 text-center text-sm text-accent-900">
          <TicketPercent className="size-5 shrink-0 text-accent-600" aria-hidden />
          <span>
            New here? Use code{' '}
            <strong className="font-mono font-bold tracking-wide">WELCOME10</strong> for 10% off
            your first order.
          </span>
        </p>
      </div>

      <section aria-labelledby="home-featured">
        <SectionHeading
          id="home-featured"
          title="Featured Products"
          subtitle="Hand-picked deals from the workshop"
          link={{ to: paths.featured(), label: 'View all' }}
        />
        {featured.length === 0 ? (
          <p className="rounded-card border border-slate-200 bg-white p-8 text-center text-slate-600">
            No products available...
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 lg:gap-6">
            {featured.map((product) => (
              <li key={product.id}>
                <ProductCardItem product={product} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <TrendingList products={trending} />
      <CategoryGrid categories={categories} />
      <MiddleBanners banners={middleBanners} />
      <BottomBanner banner={bottomBanner} />
      <WhyChooseUs />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
