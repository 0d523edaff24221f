import { memo } from 'react';
import { CardAddToCart } from '#app/ui/catalog/card-add-to-cart.tsx';
import type { CardProduct } from '#app/lib/catalog/card-product.ts';
import { ProductCardItem } from '#app/ui/catalog/product-card.tsx';
import { CompareToggle } from '#app/ui/compare/compare-toggle.tsx';

/** The listing grid shared by /products, category and collection pages (2 / 3 / 4 columns). */
export const ProductGrid = memo(function ProductGrid({
  products,
  columns = 4,
  canCompare = false,
  aboveTheFold = true,
}: {
  products: CardProduct[];
  columns?: 3 | 4;
  /** Each card offers "Add to compare" (listing pages, where the compare tray shows). */
  canCompare?: boolean;
  /** The grid starts above the fold (listings): its first row loads at once, with priority. */
  aboveTheFold?: boolean;
}) {
  return (
    <ul
      className={
        columns === 3
          ? 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 lg:gap-5'
          : 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 lg:gap-6'
      }
    >
      {products.map((product, index) => (
        <li key={product.id}>
          {/* The first row on a phone (two columns) is above the fold: no lazy loading there.
              Past the second row on a desktop (three columns beside the filters), whose top
              shows in the first screen, the images wait for hydration; on a phone, from the
              second row, whose top edge is all a phone's first screen shows of it. */}
          <ProductCardItem
            product={product}
            priority={aboveTheFold && index < 2}
            waitForHydration={!aboveTheFold || index >= 6 ? true : index >= 2 ? 'phone' : false}
            action={
              <>
                <CardAddToCart product={product} />
                {canCompare && (
                  <CompareToggle
                    product={{
                      id: product.id,
                      name: product.name,
                      image: product.image?.url ?? null,
                    }}
                    className="-mb-1 -ml-0.5"
                  />
                )}
              </>
            }
          />
        </li>
      ))}
    </ul>
  );
});
