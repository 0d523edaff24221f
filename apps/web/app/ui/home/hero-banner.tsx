import type { Banner } from '@propwash/domain/content/schemas';
import { ArrowRight } from '#app/ui/icons.tsx';
import { Link } from 'react-router';
import { paths } from '#app/lib/paths.ts';
import { bannerSrcSet, wideBannerSizes } from '#app/ui/home/banner-image.ts';
import { BannerLink } from '#app/ui/home/banner-link.tsx';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { ImagePreload } from '#app/ui/image-preload.tsx';

export type HeroBannerData = Pick<
  Banner,
  'image' | 'title' | 'subtitle' | 'description' | 'buttonText' | 'link'
>;

// Hero art is 1600×600 (the server's hero banner size). Phones show the whole image above the
// text; wider screens lay the text over the image's left side, where the art leaves room.
const HERO_WIDTH = 1600;
const HERO_HEIGHT = 600;

const ctaClass = buttonVariants({ variant: 'accent', size: 'lg', className: 'mt-4 w-fit sm:mt-6' });

export function HeroBanner({ banner }: { banner: HeroBannerData | null }) {
  if (!banner) return <DefaultHero />;
  const srcSet = bannerSrcSet(banner.image);
  return (
    <section
      aria-label="Featured promotion"
      className="relative isolate overflow-hidden rounded-2xl bg-brand-950 text-white shadow-lift sm:flex sm:aspect-[8/3] sm:min-h-[340px] sm:items-center"
    >
      {/* The hero image is the page's largest paint. */}
      <ImagePreload href={banner.image} srcSet={srcSet} sizes={wideBannerSizes} />
      <img
        src={banner.image}
        srcSet={srcSet}
        sizes={srcSet ? wideBannerSizes : undefined}
        alt=""
        width={HERO_WIDTH}
        height={HERO_HEIGHT}
        fetchPriority="high"
        loading="eager"
        className="aspect-[8/3] w-full object-cover sm:absolute sm:inset-0 sm:-z-10 sm:aspect-auto sm:size-full"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-linear-to-r from-brand-950/90 via-brand-950/55 to-transparent max-sm:hidden"
      />
      <div className="flex max-w-xl flex-col p-5 sm:p-10 lg:p-14">
        {banner.subtitle && (
          <p className="text-xs font-semibold tracking-widest text-accent-300 uppercase sm:text-sm">
            {banner.subtitle}
          </p>
        )}
        <h2 className="mt-2 text-2xl leading-tight font-extrabold sm:text-4xl lg:text-5xl">
          {banner.title}
        </h2>
        {banner.description && (
          <p className="mt-2 line-clamp-2 max-w-md text-sm text-brand-100 sm:mt-3 sm:line-clamp-none sm:text-lg">
            {banner.description}
          </p>
        )}
        {banner.link && (
          <BannerLink href={banner.link} className={ctaClass}>
            {banner.buttonText || 'Shop now'} <ArrowRight aria-hidden />
          </BannerLink>
        )}
      </div>
    </section>
  );
}

/** Shown when no hero banner is published: the brand, drawn in CSS, with no image to wait for. */
function DefaultHero() {
  return (
    <section
      aria-label="Welcome"
      className="relative isolate overflow-hidden rounded-2xl bg-brand-950 text-white shadow-lift"
    >
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_85%_30%,var(--color-brand-600)_0,transparent_45%),radial-gradient(circle_at_70%_90%,var(--color-accent-600)_0,transparent_35%)] opacity-80"
      />
      <div className="flex min-h-[380px] max-w-xl flex-col justify-center p-6 sm:min-h-[340px] sm:p-10 lg:p-14">
        <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">
          RC models · parts · radios
        </p>
        <h2 className="mt-2 text-3xl leading-tight font-extrabold sm:text-4xl lg:text-5xl">
          Built to fly. Ready to race.
        </h2>
        <p className="mt-3 max-w-md text-base text-brand-100 sm:text-lg">
          Models that fly, drive and float, with the batteries, radios and spares to keep them
          going. Original products, delivered across India.
        </p>
        <Link to={paths.products()} className={ctaClass}>
          Shop all products <ArrowRight aria-hidden />
        </Link>
      </div>
    </section>
  );
}
