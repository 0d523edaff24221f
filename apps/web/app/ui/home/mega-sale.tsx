import type { HomeDesign } from '@propwash/domain/content/schemas';
import { ArrowRight } from '#app/ui/icons.tsx';
import { wideBannerSizes } from '#app/ui/home/banner-image.ts';
import { BannerPicture } from '#app/ui/home/banner-picture.tsx';
import { BannerLink } from '#app/ui/home/banner-link.tsx';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { HydrateLater } from '#app/ui/hydrate-later.tsx';

export type MegaSaleData = Omit<HomeDesign['megaSale'], 'enabled'>;

const ART = { width: 1600, height: 400 };

/** The home designer's Mega Sale banner: a wide band, the art behind the words on larger screens. */
export function MegaSale({ sale }: { sale: MegaSaleData }) {
  return (
    <HydrateLater>
      <section
        aria-labelledby="home-mega-sale"
        className="relative isolate overflow-hidden rounded-2xl bg-linear-to-br from-accent-800 to-brand-950 text-white shadow-card md:flex md:min-h-64 md:items-center"
      >
        {sale.image && (
          <>
            {/* The box is the wrapper's, so it keeps its place while the picture waits for the
                page to hydrate (lib/images-after-hydration.ts): never in the first screen. */}
            {/* A phone shows the words only: the band stays short (docs/decisions/home-on-a-phone.md). */}
            <BannerPicture
              boxClassName="aspect-[4/1] w-full max-md:aspect-[3/1] max-sm:hidden md:absolute md:inset-0 md:-z-10 md:size-full"
              src={sale.image}
              sizes={wideBannerSizes}
              art={ART}
              className="size-full object-cover object-right"
            />
            <div
              aria-hidden
              className="absolute inset-0 -z-10 bg-linear-to-r from-brand-950/95 via-brand-950/70 to-transparent max-md:hidden"
            />
          </>
        )}
        <div className="flex flex-col p-4 sm:p-5 md:max-w-2xl md:p-10">
          {sale.discount && (
            <p className="text-2xl font-black tracking-tight text-accent-300 sm:text-4xl">
              {sale.discount}
            </p>
          )}
          <h2 id="home-mega-sale" className="mt-1 text-xl font-extrabold sm:text-3xl">
            {sale.title}
          </h2>
          {sale.description && (
            <p className="mt-2 max-w-lg text-sm text-brand-100 max-sm:hidden sm:text-base">
              {sale.description}
            </p>
          )}
          <BannerLink
            href={sale.link}
            className={buttonVariants({ variant: 'accent', className: 'mt-4 w-fit md:mt-5' })}
          >
            Shop the sale <ArrowRight aria-hidden />
          </BannerLink>
        </div>
      </section>
    </HydrateLater>
  );
}
