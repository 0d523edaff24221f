import type { HomeOffer } from '@propwash/domain/content/schemas';
import { ArrowRight } from '#app/ui/icons.tsx';
import { cx } from '#app/lib/cx.ts';
import { promoCardSizes } from '#app/ui/home/banner-image.ts';
import { BannerPicture } from '#app/ui/home/banner-picture.tsx';
import { BannerLink } from '#app/ui/home/banner-link.tsx';
import { PromoCard, type PromoBannerData } from '#app/ui/home/promo-banners.tsx';
import { scrollItem, scrollRow } from '#app/ui/home/scroll-row.ts';
import { SectionHeading } from '#app/ui/home/section-heading.tsx';
import { HydrateLater } from '#app/ui/hydrate-later.tsx';

// Offer art is an admin upload of any size: a fixed 2:1 box keeps the layout still while it loads.
const OFFER = { width: 800, height: 400 };

/**
 * The home designer's Special Offers: a card per offer, each one link (image optional). On a
 * phone the row also carries the middle promotions (`banners`), so the phone has one row of
 * promotions rather than two (docs/decisions/home-on-a-phone.md).
 */
export function SpecialOffers({
  title,
  offers,
  banners = [],
}: {
  title: string;
  offers: HomeOffer[];
  banners?: PromoBannerData[];
}) {
  if (offers.length === 0) return null;
  return (
    <HydrateLater>
      <section aria-labelledby="home-offers">
        <SectionHeading id="home-offers" title={title} />
        <ul className={scrollRow('sm:grid sm:grid-cols-2 sm:gap-4 lg:grid-cols-3')}>
          {offers.map((offer, i) => (
            <li
              key={`${i}-${offer.title}`}
              className={cx(
                scrollItem('w-[80%]'),
                'group relative flex flex-col overflow-hidden rounded-card bg-brand-900 text-white shadow-card transition hover:shadow-lift has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-accent-400',
              )}
            >
              {offer.image ? (
                <BannerPicture
                  boxClassName="aspect-[3/1] overflow-hidden sm:aspect-[2/1]"
                  src={offer.image}
                  sizes={promoCardSizes}
                  art={OFFER}
                  className="size-full object-cover transition duration-500 group-hover:scale-105"
                />
              ) : (
                <div
                  aria-hidden
                  className="aspect-[3/1] w-full sm:aspect-[2/1] bg-[radial-gradient(circle_at_80%_20%,var(--color-brand-600)_0,transparent_55%),radial-gradient(circle_at_10%_90%,var(--color-accent-700)_0,transparent_45%)]"
                />
              )}
              <div className="flex flex-1 flex-col p-3 sm:p-5">
                {offer.discount && (
                  <p className="w-fit rounded-full bg-accent-300 px-2.5 py-0.5 text-xs font-bold text-brand-950">
                    {offer.discount}
                  </p>
                )}
                <h3 className="mt-2 text-lg font-bold">{offer.title}</h3>
                <BannerLink
                  href={offer.link}
                  className="mt-auto inline-flex w-fit items-center gap-1.5 pt-3 text-sm font-semibold text-accent-300 after:absolute after:inset-0 hover:text-accent-200"
                >
                  Shop the offer <ArrowRight className="size-4" aria-hidden />
                </BannerLink>
              </div>
            </li>
          ))}
          {banners.map((banner) => (
            <PromoCard key={banner.id} banner={banner} as="li" className="sm:hidden" />
          ))}
        </ul>
      </section>
    </HydrateLater>
  );
}
