import { ShoppingCart } from '#app/ui/icons.tsx';
import { Link } from 'react-router';

import { paths } from '#app/lib/paths.ts';
import { useCartQuantity } from '#app/lib/cart/cart-store.ts';

export function CartButton() {
  // The cart store also moves a guest cart to the server right after sign-in.
  const quantity = useCartQuantity();
  const label = quantity === 1 ? 'Cart, 1 item' : `Cart, ${quantity} items`;
  return (
    <Link
      to={paths.cart()}
      aria-label={label}
      className="relative flex size-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50"
    >
      <ShoppingCart className="size-6" aria-hidden />
      {quantity > 0 && (
        <span className="absolute top-0.5 right-0 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-700 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white">
          {quantity > 99 ? '99+' : quantity}
        </span>
      )}
    </Link>
  );
}
