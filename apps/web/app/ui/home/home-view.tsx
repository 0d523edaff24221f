import { memo } from 'react';
import { paths } from '#app/lib/paths.ts';
import { CategoryGrid } from '#app/ui/home/category-grid.tsx';
import { FeaturedGrid, HomeProductRow } from '#app/ui/home/featured-grid.tsx';
import { HeroBanner } from '#app/ui/home/hero-banner.tsx';
import type { HomeViewData } from '#app/ui/home/home-view-model.ts';
import { MegaSale } from '#app/ui/home/mega-sale.tsx';
import { NewsletterBox } from '#app/ui/home/newsletter-box.tsx';
import { BottomBanner, MiddleBanners } from '#app/ui/home/promo-banners.tsx';
import { SectionHeading } from '#app/ui/home/section-heading.tsx';
import { SidePanel } from '#app/ui/home/side-panel.tsx';
import { SpecialOffers } from '#app/ui/home/special-offers.tsx';
import { TrendingList } from '#app/ui/home/trending-list.tsx';
import { WhyChooseUs } from '#app/ui/home/why-choose-us.tsx';
import { HydrateLater } from '#app/ui/hydrate-later.tsx';

/** Prices include GST (docs/decisions/prices-include-gst.md): said once, beside the first prices shown. */
export const TAX_NOTE = 'Inclusive of all taxes';

/**
 * The storefront home, drawn from plain data: the home route renders it with its loader's data and
 * the admin home designer renders it inside its preview with the unsaved draft.
 */
export const HomeView = memo(function HomeView({ data }: { data: HomeViewData }) {
  const { hero, featured, specialOffers, middleBanners, categories, megaSale } = data;
  const { trending, deals, bestDiscount, clearance, bottomBanner, freeShippingThreshold } = data;
  const hasFeatured = featured !== null && featured.products.length > 0;
  // The first list with prices carries the tax note: the grid, else the deals beside it, else lower.
  const noteAt = hasFeatured
    ? 'featured'
    : deals.length > 0
      ? 'deals'
      : trending.length > 0
        ? 'trending'
        : 'clearance';
  // A phone gets at most three promotions: the hero, one row of offers (the middle banners join
  // the Special Offers row) and one wide banner (docs/decisions/home-on-a-phone.md).
  const hasOffersRow = specialOffers !== null && specialOffers.offers.length > 0;
  const offers = specialOffers && (
    <SpecialOffers
      title={specialOffers.title}
      offers={specialOffers.offers}
      banners={middleBanners}
    />
  );
  // Beside the side panel: the featured grid, or the offers when the grid is switched off.
  const main = featured ? (
    <FeaturedGrid {...featured} note={noteAt === 'featured' ? TAX_NOTE : undefined} />
  ) : (
    offers
  );
  return (
    <div className="space-y-6 pt-4 pb-4 sm:space-y-16 sm:pt-6">
      <h1 className="sr-only">Propwash: remote-controlled models and parts</h1>
      <HeroBanner banner={hero} />

      <div className={main ? 'grid gap-4 lg:grid-cols-[1fr_300px] lg:gap-6' : 'grid gap-4'}>
        {main && <div className="min-w-0">{main}</div>}
        <SidePanel
          deals={deals}
          dealsTitle={hasFeatured ? 'More deals' : "Today's Deals"}
          // On a phone the featured row already shows deals: a second product list waits for wider screens.
          isDealsWideOnly={hasFeatured}
          taxNote={noteAt === 'deals' ? TAX_NOTE : undefined}
          bestDiscount={bestDiscount}
          freeShippingThreshold={freeShippingThreshold}
        />
      </div>

      {featured && offers}
      <MiddleBanners banners={middleBanners} isWideOnly={hasOffersRow} />
      <CategoryGrid categories={categories} />
      {megaSale && <MegaSale sale={megaSale} />}
      <TrendingList products={trending} note={noteAt === 'trending' ? TAX_NOTE : undefined} />
      {clearance.length > 0 && (
        <HydrateLater>
          {/* A third row of discounted cards: a phone has Today's Deals and the specials
              (docs/decisions/home-on-a-phone.md). */}
          <section
            aria-labelledby="home-clearance"
            className={noteAt === 'clearance' ? undefined : 'max-sm:hidden'}
          >
            <SectionHeading
              id="home-clearance"
              title="Clearance"
              subtitle="The biggest discounts while stocks last"
              note={noteAt === 'clearance' ? TAX_NOTE : undefined}
              link={{ to: paths.specials(), label: 'All specials' }}
            />
            <HomeProductRow
              products={clearance}
              grid="sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 lg:gap-6"
            />
          </section>
        </HydrateLater>
      )}
      <NewsletterBox />
      <BottomBanner banner={bottomBanner} isWideOnly={megaSale !== null} />
      <WhyChooseUs />
    </div>
  );
});
