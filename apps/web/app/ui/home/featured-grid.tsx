import { paths } from '#app/lib/paths.ts';
import { CardAddToCart } from '#app/ui/catalog/card-add-to-cart.tsx';
import type { CardProduct } from '#app/lib/catalog/card-product.ts';
import { homeRowSizes, ProductCardItem } from '#app/ui/catalog/product-card.tsx';
import { scrollItem, scrollRow } from '#app/ui/home/scroll-row.ts';
import { SectionHeading } from '#app/ui/home/section-heading.tsx';
import { HydrateLater } from '#app/ui/hydrate-later.tsx';

/**
 * A home section's product cards with their quick add: a swipeable row on phones, the `grid`
 * classes (columns and gaps) from `sm`. The images of the cards after the first `inFirstScreen`
 * wait for the page to hydrate (lib/images-after-hydration.ts); on a phone, whose row shows two
 * cards and the edge of a third, so do those after the second.
 */
export function HomeProductRow({
  products,
  grid,
  inFirstScreen = 0,
}: {
  products: CardProduct[];
  grid: string;
  inFirstScreen?: number;
}) {
  return (
    <ul className={scrollRow(`sm:grid ${grid}`)}>
      {products.map((product, index) => (
        <li key={product.id} className={scrollItem('w-[44%]')}>
          <ProductCardItem
            product={product}
            sizes={homeRowSizes}
            action={<CardAddToCart product={product} />}
            waitForHydration={index >= inFirstScreen ? true : index >= 2 ? 'phone' : false}
          />
        </li>
      ))}
    </ul>
  );
}

/** The designer's featured grid: a swipeable row on phones, a 3-column grid from `sm`. */
export function FeaturedGrid({
  title,
  products,
  note,
}: {
  title: string;
  products: CardProduct[];
  note?: string;
}) {
  return (
    <HydrateLater>
      <section aria-labelledby="home-featured">
        <SectionHeading
          id="home-featured"
          title={title || 'Featured Products'}
          subtitle="Hand-picked deals from the workshop"
          note={note}
          link={{ to: paths.featured(), label: 'View all' }}
        />
        {products.length === 0 ? (
          <p className="rounded-card border border-slate-200 bg-white p-8 text-center text-slate-600">
            No products available yet.
          </p>
        ) : (
          <HomeProductRow
            products={products}
            grid="sm:grid-cols-3 sm:gap-4 xl:gap-5"
            inFirstScreen={3}
          />
        )}
      </section>
    </HydrateLater>
  );
}
