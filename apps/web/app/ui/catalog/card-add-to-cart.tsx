import { Link } from 'react-router';
import { earlyTap } from '#app/lib/early-tap.ts';
import { paths } from '#app/lib/paths.ts';
import type { CardProduct } from '#app/lib/catalog/card-product.ts';
import { useAddToCart } from '#app/ui/catalog/add-to-cart-button.tsx';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { ShoppingCart } from '#app/ui/icons.tsx';

const look = buttonVariants({ variant: 'secondary', size: 'sm', className: 'w-full' });

/**
 * A card's quick add (listings and home rows): one unit into the cart, the guest's or the
 * signed-in shopper's (the cart store decides). A product sold in versions has no quick add:
 * its button opens the product page, where the version is chosen (docs/decisions/variants-in-the-web-app.md).
 * An early tap is kept (lib/early-tap.ts).
 */
export function CardAddToCart({ product }: { product: CardProduct }) {
  const { add, isBusy } = useAddToCart();
  if (product.hasVersions) {
    return (
      <Link
        to={paths.product(product.id)}
        aria-label={`Choose a version of ${product.name}`}
        className={look}
      >
        Choose version
      </Link>
    );
  }
  return (
    <button
      type="button"
      disabled={!product.inStock || isBusy}
      {...earlyTap}
      aria-label={`Add ${product.name} to cart`}
      onClick={() =>
        void add(
          {
            id: product.id,
            name: product.name,
            price: product.price,
            image: product.image?.url ?? null,
            stock: product.stock,
          },
          1,
        )
      }
      className={look}
    >
      <ShoppingCart aria-hidden /> Add to cart
    </button>
  );
}
