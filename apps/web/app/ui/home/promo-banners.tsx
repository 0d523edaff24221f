import type { Banner } from '@propwash/domain/content/schemas';
import { ArrowRight } from '#app/ui/icons.tsx';
import { cx } from '#app/lib/cx.ts';
import { promoCardSizes, wideBannerSizes } from '#app/ui/home/banner-image.ts';
import { BannerLink } from '#app/ui/home/banner-link.tsx';
import { BannerPicture } from '#app/ui/home/banner-picture.tsx';
import { scrollItem, scrollRow } from '#app/ui/home/scroll-row.ts';
import { HydrateLater } from '#app/ui/hydrate-later.tsx';

export type PromoBannerData = Pick<
  Banner,
  'id' | 'image' | 'title' | 'subtitle' | 'description' | 'buttonText' | 'link'
>;

// The server renders banner art at 800×400 (middle) and 1600×400 (bottom), subject on the right.
const MIDDLE = { width: 800, height: 400 };
const BOTTOM = { width: 1600, height: 400 };

const ctaClass =
  'mt-3 inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-accent-300 after:absolute after:inset-0 hover:text-accent-200';

function BannerText({ banner, isLarge }: { banner: PromoBannerData; isLarge?: boolean }) {
  return (
    <>
      {banner.subtitle && (
        <p className="text-xs font-semibold tracking-widest text-accent-300 uppercase">
          {banner.subtitle}
        </p>
      )}
      <h3 className={isLarge ? 'mt-1 text-2xl font-bold sm:text-3xl' : 'mt-1 text-xl font-bold'}>
        {banner.title}
      </h3>
      {banner.description && (
        // Small cards on a phone keep to title and button; the wide banner keeps its words.
        <p className={cx('mt-1 line-clamp-2 text-sm text-brand-100', !isLarge && 'max-sm:hidden')}>
          {banner.description}
        </p>
      )}
      {banner.link && (
        <BannerLink href={banner.link} className={ctaClass}>
          {banner.buttonText || 'Shop now'} <ArrowRight className="size-4" aria-hidden />
        </BannerLink>
      )}
    </>
  );
}

/** The card of a promotion in a row; `as` is its element (an `li` inside a list). */
export function PromoCard({
  banner,
  as: Tag = 'article',
  className,
}: {
  banner: PromoBannerData;
  as?: 'article' | 'li';
  className?: string;
}) {
  return (
    <Tag
      className={cx(
        scrollItem('w-[80%]'),
        'group relative flex flex-col overflow-hidden rounded-card bg-brand-900 text-white shadow-card transition hover:shadow-lift has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-accent-400',
        className,
      )}
    >
      {/* Lower on a phone, so a row of offers stays a short band (docs/decisions/home-on-a-phone.md). */}
      <BannerPicture
        boxClassName="aspect-[3/1] overflow-hidden sm:aspect-[2/1]"
        src={banner.image}
        sizes={promoCardSizes}
        art={MIDDLE}
        className="size-full object-cover transition duration-500 group-hover:scale-105"
      />
      <div className="flex flex-1 flex-col p-3 sm:p-5">
        <BannerText banner={banner} />
      </div>
    </Tag>
  );
}

/**
 * The middle promotions. `isWideOnly`: a phone shows them inside the Special Offers row instead
 * (one row of promotions, not two; docs/decisions/home-on-a-phone.md).
 */
export function MiddleBanners({
  banners,
  isWideOnly = false,
}: {
  banners: PromoBannerData[];
  isWideOnly?: boolean;
}) {
  if (banners.length === 0) return null;
  return (
    <HydrateLater>
      <section
        aria-label="Promotions"
        className={cx(
          scrollRow('sm:grid sm:grid-cols-2 sm:gap-4 lg:grid-cols-3'),
          isWideOnly && 'max-sm:hidden',
        )}
      >
        {banners.map((banner) => (
          <PromoCard key={banner.id} banner={banner} />
        ))}
      </section>
    </HydrateLater>
  );
}

/**
 * The wide banner at the foot of the page. `isWideOnly`: a phone, which already has the mega
 * sale's wide banner, leaves it out (docs/decisions/home-on-a-phone.md).
 */
export function BottomBanner({
  banner,
  isWideOnly = false,
}: {
  banner: PromoBannerData | null;
  isWideOnly?: boolean;
}) {
  if (!banner) return null;
  return (
    <HydrateLater>
      <section
        aria-label="Promotion"
        className={cx(
          'group relative isolate overflow-hidden rounded-2xl bg-brand-950 text-white shadow-card has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-accent-400 md:flex md:aspect-[4/1] md:min-h-60 md:items-center',
          isWideOnly && 'max-sm:hidden',
        )}
      >
        {/* The box is the wrapper's, so it keeps its place while the picture waits for the
            page to hydrate (lib/images-after-hydration.ts): the page's last section. */}
        <BannerPicture
          boxClassName="aspect-[5/2] w-full md:absolute md:inset-0 md:-z-10 md:aspect-auto md:size-full"
          src={banner.image}
          sizes={wideBannerSizes}
          art={BOTTOM}
          className="size-full object-cover object-right"
        />
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-linear-to-r from-brand-950/95 via-brand-950/60 to-transparent max-md:hidden"
        />
        <div className="flex flex-col p-6 md:max-w-xl md:p-10">
          <BannerText banner={banner} isLarge />
        </div>
      </section>
    </HydrateLater>
  );
}
