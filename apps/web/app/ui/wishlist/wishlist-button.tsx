import { Heart } from '#app/ui/icons.tsx';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { storefrontErrorMessage } from '#app/lib/api-client.ts';
import { getToken } from '#app/lib/auth-store.ts';
import { cx } from '#app/lib/cx.ts';
import { notify } from '#app/lib/notify.ts';
import { paths } from '#app/lib/paths.ts';
import { rememberLoginRedirect } from '#app/lib/session.ts';
import {
  addToWishlist,
  removeFromWishlist,
  useIsWishlisted,
} from '#app/lib/wishlist/wishlist-store.ts';

export interface WishlistProduct {
  id: string;
  name: string;
  image: string | null;
  price: number;
  originalPrice?: number;
  rating?: number;
  reviews?: number;
  stock?: number;
}

/**
 * Heart toggle for cards and the product page. Guests go to /login and come back here (adding
 * to the wishlist needs sign-in).
 */
export function WishlistButton({
  product,
  className,
}: {
  product: WishlistProduct;
  className?: string;
}) {
  const isSaved = useIsWishlisted(product.id);
  const [isBusy, setIsBusy] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();

  async function toggle() {
    if (!getToken()) {
      const here = location.pathname + location.search;
      rememberLoginRedirect(here);
      void navigate(paths.login(here));
      return;
    }
    setIsBusy(true);
    try {
      if (isSaved) {
        await removeFromWishlist(product.id);
        notify.success('Removed from wishlist');
      } else {
        await addToWishlist({
          id: product.id,
          name: product.name,
          image: product.image,
          price: product.price,
          originalPrice: product.originalPrice ?? product.price,
          rating: product.rating ?? 0,
          reviews: product.reviews ?? 0,
          stock: product.stock ?? 1,
        });
        notify.success('Added to wishlist');
      }
    } catch (error) {
      notify.error(storefrontErrorMessage(error, 'Could not update your wishlist'));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={() => void toggle()}
      disabled={isBusy}
      aria-pressed={isSaved}
      aria-label={
        isSaved ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`
      }
      className={cx(
        'flex size-10 items-center justify-center rounded-full border border-slate-200 bg-white/95 shadow-sm transition hover:border-danger-600/40 disabled:opacity-60',
        isSaved ? 'text-danger-600' : 'text-slate-500 hover:text-danger-600',
        className,
      )}
    >
      <Heart filled={isSaved} className="size-5" aria-hidden />
    </button>
  );
}
