import { ShoppingCart } from '#app/ui/icons.tsx';
import { useNavigate } from 'react-router';
import { getToken } from '#app/lib/auth-store.ts';
import { earlyTap } from '#app/lib/early-tap.ts';
import { paths } from '#app/lib/paths.ts';
import { rememberLoginRedirect } from '#app/lib/session.ts';
import type { CardProduct } from '#app/storefront/features/catalog/card-product.ts';
import { useAddToCart } from '#app/storefront/features/product/add-to-cart-button.tsx';
import { buttonVariants } from '#app/ui/button-variants.ts';

/** Adding from the home grid needs sign-in; guests go to login, then the product. */
export function HomeAddToCart({ product }: { product: CardProduct }) {
  const navigate = useNavigate();
  const { add, isBusy } = useAddToCart();
  return (
    <button
      type="button"
      disabled={!product.inStock || isBusy}
      {...earlyTap}
      aria-label={`Add ${product.name} to cart`}
      onClick={() => {
        if (!getToken()) {
          const target = paths.product(product.id);
          rememberLoginRedirect(target);
          void navigate(paths.login(target));
          return;
        }
        void add(
          {
            id: product.id,
            name: product.name,
            price: product.price,
            image: product.image?.url ?? null,
            stock: product.stock,
          },
          1,
        );
      }}
      className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'w-full' })}
    >
      <ShoppingCart aria-hidden /> Add to cart
    </button>
  );
}
