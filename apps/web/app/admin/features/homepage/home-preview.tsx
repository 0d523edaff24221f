import type { HomeDesign } from '@propwash/domain/content/schemas';
import type { PickedProduct } from './product-picker.tsx';

type Draft = Omit<HomeDesign, 'updatedAt'>;

/** A small live picture of the storefront home, drawn from the unsaved draft. */
export function HomePreview({
  draft,
  count,
  products,
}: {
  draft: Draft;
  count: number;
  products: Map<string, PickedProduct>;
}) {
  const { banner, featuredProducts, specialOffers, megaSale } = draft;
  const picks = featuredProducts.selectedProducts.slice(0, count);
  const filler = Math.max(0, count - picks.length);
  return (
    <section
      aria-label="Preview of the home page"
      className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-3 text-[11px] leading-snug"
    >
      {banner.enabled && banner.image ? (
        <div className="relative overflow-hidden rounded-lg bg-brand-950 text-white">
          <img src={banner.image} alt="" className="aspect-[8/3] w-full object-cover opacity-80" />
          <div className="absolute inset-0 flex flex-col justify-center bg-linear-to-r from-brand-950/90 to-transparent p-3">
            <p className="text-sm font-extrabold">{banner.title || 'Hero title'}</p>
            {banner.subtitle && (
              <p className="mt-0.5 line-clamp-2 max-w-[70%]">{banner.subtitle}</p>
            )}
            <span className="mt-1.5 w-fit rounded bg-accent-700 px-1.5 py-0.5 font-semibold">
              {banner.buttonText || 'Shop Now'}
            </span>
          </div>
        </div>
      ) : (
        <div className="flex aspect-[8/3] items-center justify-center rounded-lg bg-brand-900 p-3 text-center text-brand-100">
          {banner.enabled
            ? 'Upload a hero image'
            : 'Hero: the first hero banner (Banners), else the default'}
        </div>
      )}

      {featuredProducts.enabled && (
        <div>
          <p className="text-xs font-bold text-brand-950">
            {featuredProducts.title || 'Featured Products'}
          </p>
          <ul className="mt-1.5 grid grid-cols-4 gap-1.5">
            {picks.map((id) => {
              const p = products.get(id);
              return (
                <li key={id} className="overflow-hidden rounded border border-slate-200 bg-white">
                  {p?.image ? (
                    <img src={p.image} alt="" className="aspect-[4/3] w-full object-cover" />
                  ) : (
                    <div className="aspect-[4/3] bg-slate-100" />
                  )}
                  <p className="truncate p-1">{p?.name ?? '…'}</p>
                </li>
              );
            })}
            {Array.from({ length: filler }, (_, i) => (
              <li
                key={`fill-${i}`}
                className="flex aspect-[4/3] items-center justify-center rounded border border-dashed border-slate-300 text-center text-slate-400"
              >
                Deal
              </li>
            ))}
          </ul>
        </div>
      )}

      {specialOffers.enabled && specialOffers.offers.length > 0 && (
        <div>
          <p className="text-xs font-bold text-brand-950">{specialOffers.title}</p>
          <ul className="mt-1.5 grid grid-cols-3 gap-1.5">
            {specialOffers.offers.map((offer, i) => (
              <li key={i} className="overflow-hidden rounded bg-brand-900 text-white">
                {offer.image ? (
                  <img src={offer.image} alt="" className="aspect-[2/1] w-full object-cover" />
                ) : (
                  <div className="aspect-[2/1] bg-brand-700" />
                )}
                <p className="truncate px-1 pt-1 font-semibold text-accent-300">{offer.discount}</p>
                <p className="truncate px-1 pb-1">{offer.title || 'Offer title'}</p>
              </li>
            ))}
          </ul>
        </div>
      )}

      {megaSale.enabled && (
        <div className="relative overflow-hidden rounded-lg bg-linear-to-br from-accent-800 to-brand-950 p-3 text-white">
          {megaSale.image && (
            <img
              src={megaSale.image}
              alt=""
              className="absolute inset-0 -z-0 size-full object-cover opacity-40"
            />
          )}
          <div className="relative">
            <p className="text-sm font-black text-accent-300">{megaSale.discount}</p>
            <p className="text-xs font-extrabold">{megaSale.title || 'Mega sale title'}</p>
            <p className="line-clamp-2">{megaSale.description}</p>
          </div>
        </div>
      )}
    </section>
  );
}
