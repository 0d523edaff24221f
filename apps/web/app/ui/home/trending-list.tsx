import { Flame } from '#app/ui/icons.tsx';
import type { CardProduct } from '#app/lib/catalog/card-product.ts';
import { ProductCardTitle, ProductImageBox } from '#app/ui/catalog/product-card.tsx';
import { ProductPrice } from '#app/ui/catalog/product-price.tsx';
import { scrollItem, scrollRow } from '#app/ui/home/scroll-row.ts';
import { HydrateLater } from '#app/ui/hydrate-later.tsx';

/** Best sellers flagged trending: numbered cards, a swipeable row on phones. */
export function TrendingList({ products, note }: { products: CardProduct[]; note?: string }) {
  if (products.length === 0) return null;
  return (
    <HydrateLater>
      <section
        aria-labelledby="home-trending"
        className="rounded-2xl bg-brand-950 p-4 text-white sm:p-8"
      >
        <div className="mb-3 flex items-center gap-2 sm:mb-5">
          <Flame className="size-6 text-accent-400" aria-hidden />
          <h2 id="home-trending" className="text-xl font-extrabold sm:text-2xl">
            Trending Now
          </h2>
        </div>
        {note && <p className="-mt-2 mb-3 text-xs font-medium text-brand-100">{note}</p>}
        <ol className={scrollRow('sm:grid sm:gap-4 md:grid-cols-3')}>
          {products.map((product, index) => (
            <li key={product.id} className={scrollItem('w-[80%]')}>
              <article className="group relative flex h-full gap-4 rounded-card bg-white p-3 text-slate-900 shadow-card transition hover:shadow-lift has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-accent-400">
                <span className="absolute top-1 left-1 z-10 flex size-7 sm:-top-2 sm:-left-2 items-center justify-center rounded-full bg-accent-700 text-sm font-bold text-white shadow">
                  {index + 1}
                </span>
                <ProductImageBox
                  product={product}
                  sizes="112px"
                  className="size-24 shrink-0 rounded-lg sm:size-28"
                  waitForHydration
                />
                <div className="flex min-w-0 flex-col gap-1 py-1">
                  <ProductCardTitle product={product} />
                  <ProductPrice
                    price={product.price}
                    originalPrice={product.originalPrice}
                    priceVaries={product.priceVaries}
                    className="mt-auto"
                  />
                </div>
              </article>
            </li>
          ))}
        </ol>
      </section>
    </HydrateLater>
  );
}
