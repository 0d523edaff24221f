import { paths } from '#app/lib/paths.ts';
import { toCardProduct, type CardProduct } from '#app/storefront/features/catalog/card-product.ts';
import { ProductCardItem } from '#app/storefront/features/catalog/product-card.tsx';
import { pageMeta } from '#app/storefront/features/catalog/page-meta.ts';
import { ProductGrid } from '#app/storefront/features/catalog/product-grid.tsx';
import { ErrorPage } from '#app/storefront/features/errors/error-page.tsx';
import { CategoryGrid } from '#app/storefront/features/home/category-grid.tsx';
import { HomeAddToCart } from '#app/storefront/features/home/home-add-to-cart.tsx';
import { HeroBanner } from '#app/storefront/features/home/hero-banner.tsx';
import { MegaSale } from '#app/storefront/features/home/mega-sale.tsx';
import { NewsletterBox } from '#app/storefront/features/home/newsletter-box.tsx';
import { BottomBanner, MiddleBanners } from '#app/storefront/features/home/promo-banners.tsx';
import { SectionHeading } from '#app/storefront/features/home/section-heading.tsx';
import { SidePanel } from '#app/storefront/features/home/side-panel.tsx';
import { SpecialOffers } from '#app/storefront/features/home/special-offers.tsx';
import { TrendingList } from '#app/storefront/features/home/trending-list.tsx';
import { useAutoRefresh } from '#app/storefront/features/home/use-auto-refresh.ts';
import { WhyChooseUs } from '#app/storefront/features/home/why-choose-us.tsx';
import type { Route } from './+types/home-page';

const TRENDING_COUNT = 3;
const MIDDLE_BANNER_COUNT = 3;
const DEALS_COUNT = 3;
const CLEARANCE_COUNT = 4;
const REFRESH_MS = 30_000;

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog, content, settings } = context.services;
  const [design, featured, trending, categories, banners, deals, clearance, profile] =
    await Promise.all([
      content.homeDesign(),
      // The designer's picks in order, topped up with featured products to its count.
      content.homeFeaturedProducts(),
      catalog.trendingProducts(TRENDING_COUNT),
      catalog.listCategories(),
      content.listBanners(),
      catalog.listProducts({
        page: 1,
        limit: DEALS_COUNT,
        sort: 'default',
        availability: 'all',
        deals: true,
      }),
      catalog.listProducts({
        page: 1,
        limit: CLEARANCE_COUNT,
        sort: 'discount',
        availability: 'instock',
        minDiscount: 1,
      }),
      settings.storeProfile(),
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
  const heroBanner = live.find((b) => b.position === 'hero');
  const bottom = live.find((b) => b.position === 'bottom');
  const { banner: designHero, featuredProducts, specialOffers, megaSale } = design;
  // The designer's hero when switched on, else the first hero banner, else the built-in default.
  const hero =
    designHero.enabled && designHero.title && designHero.image
      ? {
          id: 'home-design',
          image: designHero.image,
          title: designHero.title,
          subtitle: '',
          description: designHero.subtitle,
          buttonText: designHero.buttonText,
          link: designHero.link,
        }
      : heroBanner
        ? pick(heroBanner)
        : null;

  return {
    canonicalUrl: new URL('/', context.publicUrl).href,
    hero,
    middleBanners: live
      .filter((b) => b.position === 'middle')
      .slice(0, MIDDLE_BANNER_COUNT)
      .map(pick),
    bottomBanner: bottom ? pick(bottom) : null,
    featured: featuredProducts.enabled
      ? { title: featuredProducts.title, products: featured.map(toCardProduct) }
      : null,
    specialOffers: specialOffers.enabled
      ? { title: specialOffers.title, offers: specialOffers.offers }
      : null,
    megaSale: megaSale.enabled
      ? {
          title: megaSale.title,
          discount: megaSale.discount,
          description: megaSale.description,
          image: megaSale.image,
          link: megaSale.link,
        }
      : null,
    trending: trending.slice(0, TRENDING_COUNT).map(toCardProduct),
    deals: deals.products.slice(0, DEALS_COUNT).map(toCardProduct),
    clearance: clearance.products.map(toCardProduct),
    freeShippingThreshold: profile.freeShippingThreshold,
    categories: categories
      .filter((c) => c.enabled && c.parentId === null)
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map(({ slug, name, image }) => ({ slug, name, image })),
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
  const { hero, middleBanners, bottomBanner, featured, trending, categories } = loaderData;
  const { deals, clearance, freeShippingThreshold, specialOffers, megaSale } = loaderData;
  useAutoRefresh(REFRESH_MS);
  const offers = specialOffers && (
    <SpecialOffers title={specialOffers.title} offers={specialOffers.offers} />
  );
  // Beside the side panel: the featured grid, or the offers when the grid is switched off.
  const main = featured ? <FeaturedGrid {...featured} /> : offers;
  return (
    <div className="space-y-12 pt-4 pb-4 sm:space-y-16 sm:pt-6">
      <h1 className="sr-only">Propwash: remote-controlled models and parts</h1>
      <div className="space-y-4">
        <HeroBanner banner={hero} />
      </div>

      <div className={main ? 'grid gap-6 lg:grid-cols-[1fr_300px]' : 'grid gap-6'}>
        {main && <div className="min-w-0">{main}</div>}
        <SidePanel
          deals={deals}
          bestDiscount={clearance[0]?.discount ?? 0}
          freeShippingThreshold={freeShippingThreshold}
          categories={categories}
        />
      </div>

      {featured && offers}
      <MiddleBanners banners={middleBanners} />
      <CategoryGrid categories={categories} />
      {megaSale && <MegaSale sale={megaSale} />}
      <TrendingList products={trending} />
      {clearance.length > 0 && (
        <section aria-labelledby="home-clearance">
          <SectionHeading
            id="home-clearance"
            title="Clearance"
            subtitle="The biggest discounts while stocks last"
            link={{ to: paths.specials(), label: 'All specials' }}
          />
          <ProductGrid products={clearance} />
        </section>
      )}
      <NewsletterBox />
      <BottomBanner banner={bottomBanner} />
      <WhyChooseUs />
    </div>
  );
}

function FeaturedGrid({ title, products }: { title: string; products: CardProduct[] }) {
  return (
    <section aria-labelledby="home-featured">
      <SectionHeading
        id="home-featured"
        title={title || 'Featured Products'}
        subtitle="Hand-picked deals from the workshop"
        link={{ to: paths.featured(), label: 'View all' }}
      />
      {products.length === 0 ? (
        <p className="rounded-card border border-slate-200 bg-white p-8 text-center text-slate-600">
          No products available...
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:gap-5">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCardItem product={product} action={<HomeAddToCart product={product} />} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
