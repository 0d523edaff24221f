import type { Banner } from '@propwash/domain/content/schemas';

type PreviewFields = Pick<
  Banner,
  'image' | 'title' | 'subtitle' | 'buttonText' | 'backgroundColor' | 'textColor'
>;

/** How the banner looks on the storefront, at a 200 px preview height. */
export function BannerPreview({ banner }: { banner: PreviewFields }) {
  return (
    <div
      className="relative flex h-[200px] items-center overflow-hidden rounded-lg"
      style={{ backgroundColor: banner.backgroundColor, color: banner.textColor }}
    >
      {banner.image ? (
        <img
          src={banner.image}
          alt=""
          className="absolute inset-y-0 right-0 h-full w-2/3 object-cover opacity-90 [mask-image:linear-gradient(to_right,transparent,black_35%)]"
        />
      ) : (
        <span className="absolute inset-y-0 right-0 flex w-1/2 items-center justify-center text-sm opacity-70">
          1200 × 400 image
        </span>
      )}
      <div className="relative max-w-[60%] space-y-1 px-6">
        <p className="text-xl leading-tight font-bold">{banner.title || 'Banner title'}</p>
        {banner.subtitle && <p className="text-sm opacity-90">{banner.subtitle}</p>}
        {banner.buttonText && (
          <span
            className="mt-2 inline-block rounded-md px-3 py-1.5 text-sm font-semibold"
            style={{ backgroundColor: banner.textColor, color: banner.backgroundColor }}
          >
            {banner.buttonText}
          </span>
        )}
      </div>
    </div>
  );
}
