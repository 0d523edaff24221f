import { Package } from '#app/ui/icons.tsx';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '#app/lib/money.ts';
import { paths } from '#app/lib/paths.ts';
import {
  recordView,
  useRecentlyViewed,
  type ViewedProduct,
} from '#app/storefront/features/product/recently-viewed.ts';
import { PictureOr } from '#app/ui/picture-or.tsx';

/** Records this visit and shows the other recently viewed products (browser only). */
export function RecentlyViewedStrip({ current }: { current: ViewedProduct }) {
  const viewed = useRecentlyViewed();
  const { id, name, price, image } = current;
  useEffect(() => {
    recordView({ id, name, price, image });
  }, [id, name, price, image]);

  const others = viewed.filter((p) => p.id !== id);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed" className="mt-12">
      <h2 id="recently-viewed" className="mb-3 text-lg font-bold text-brand-950">
        Recently viewed
      </h2>
      <ul className="flex gap-3 overflow-x-auto pb-2">
        {others.map((p) => (
          <li key={p.id} className="w-36 shrink-0">
            <Link
              to={paths.product(p.id)}
              className="block rounded-card border border-slate-200 bg-white p-2 hover:border-brand-300"
            >
              <PictureOr
                src={p.image}
                width={160}
                height={120}
                lazy
                className="aspect-[4/3] w-full object-contain"
                placeholder={
                  <span className="flex aspect-[4/3] items-center justify-center bg-slate-100 text-slate-400">
                    <Package className="size-6" aria-hidden />
                  </span>
                }
              />
              <span className="mt-1 line-clamp-2 text-xs font-medium text-slate-800">{p.name}</span>
              <span className="text-sm font-bold text-slate-900">{formatRupees(p.price)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
