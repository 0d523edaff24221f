import { TicketPercent, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { formatRupees } from '#app/lib/money.ts';
import { paths } from '#app/lib/paths.ts';
import type { CardProduct } from '#app/storefront/features/catalog/card-product.ts';
import { ProductImageBox } from '#app/storefront/features/catalog/product-card.tsx';
import { CategoryIcon } from '#app/storefront/features/catalog/category-icon.tsx';

/** Beside the featured grid: flash sale, Today's Deals, shipping and coupon notes, categories. */
export function SidePanel({
  deals,
  bestDiscount,
  freeShippingThreshold,
  categories,
}: {
  deals: CardProduct[];
  bestDiscount: number;
  freeShippingThreshold: number;
  categories: { slug: string; name: string }[];
}) {
  return (
    <aside aria-label="Offers" className="space-y-4">
      <Link
        to={paths.specials()}
        className="block rounded-card bg-linear-to-br from-accent-700 to-accent-900 p-5 text-white shadow-card hover:shadow-lift"
      >
        <p className="flex items-center gap-2 text-xs font-bold tracking-widest uppercase">
          Flash sale
        </p>
        <p className="mt-1 text-2xl font-extrabold">
          {bestDiscount > 0 ? `Up to ${bestDiscount}% off` : 'Specials'}
        </p>
        <p className="mt-1 text-sm text-accent-50">Discounted models and parts. Shop specials →</p>
      </Link>

      <section
        aria-labelledby="home-deals"
        className="rounded-card border border-slate-200 bg-white p-4 shadow-card"
      >
        <h2 id="home-deals" className="text-base font-bold text-brand-950">
          Today&apos;s Deals
        </h2>
        {deals.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No deals today. Check back soon.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {deals.map((product) => (
              <li key={product.id}>
                <Link
                  to={paths.product(product.id)}
                  className="group flex items-center gap-3 rounded-lg p-1 hover:bg-slate-50"
                >
                  <ProductImageBox
                    product={product}
                    sizes="64px"
                    className="size-16 shrink-0 rounded-md border border-slate-100"
                  />
                  <span className="min-w-0">
                    <span className="line-clamp-2 text-sm font-semibold text-slate-900">
                      {product.name}
                    </span>
                    <span className="text-sm font-bold text-slate-900">
                      {formatRupees(product.price)}
                    </span>
                    {product.discount > 0 && (
                      <span className="ml-2 text-xs font-semibold text-accent-700">
                        {product.discount}% off
                      </span>
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <p className="flex items-start gap-3 rounded-card border border-success-600/20 bg-success-50 p-4 text-sm text-success-700">
        <Truck className="mt-0.5 size-5 shrink-0" aria-hidden />
        <span>
          <strong className="block">Free shipping</strong>
          on orders of {formatRupees(freeShippingThreshold)} and above.
        </span>
      </p>
      <p className="flex items-start gap-3 rounded-card border border-dashed border-accent-300 bg-accent-50 p-4 text-sm text-accent-900">
        <TicketPercent className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden />
        <span>
          Use <strong className="font-mono">WELCOME10</strong> for 10% off your first order.
        </span>
      </p>

      <nav
        aria-labelledby="home-side-categories"
        className="rounded-card border border-slate-200 bg-white p-4 shadow-card"
      >
        <h2 id="home-side-categories" className="text-base font-bold text-brand-950">
          Categories
        </h2>
        <ul className="mt-2">
          {categories.map((category) => (
            <li key={category.slug}>
              <Link
                to={paths.category(category.slug)}
                className="flex min-h-9 items-center gap-2 rounded-md px-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-900"
              >
                <CategoryIcon slug={category.slug} className="size-4 text-brand-600" />
                {category.name}
              </Link>
            </li>
          ))}
          {categories.length === 0 && (
            <li className="text-sm text-slate-600">No categories available</li>
          )}
        </ul>
      </nav>
    </aside>
  );
}
