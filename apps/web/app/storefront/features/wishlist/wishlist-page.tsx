import { Heart, Share2, ShoppingCart, Star, Trash2 } from '#app/ui/icons.tsx';
import { Link, useNavigate } from 'react-router';
import { storefrontErrorMessage } from '#app/lib/api-client.ts';
import { formatRupees } from '#app/lib/money.ts';
import { notify } from '#app/lib/notify.ts';
import { paths } from '#app/lib/paths.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { addToCart } from '#app/lib/cart/cart-store.ts';
import { countLabel } from '#app/lib/catalog/count-label.ts';
import { TaxNote } from '#app/ui/catalog/tax-note.tsx';
import type { WishlistItem } from '#app/lib/wishlist/wishlist-items.ts';
import {
  clearWishlist,
  removeFromWishlist,
  useWishlist,
} from '#app/lib/wishlist/wishlist-store.ts';
import { EmptyState } from '#app/ui/empty-state.tsx';
import type { Route } from './+types/wishlist-page';

export const meta: Route.MetaFunction = () => [
  { title: 'My Wishlist | Propwash' },
  { name: 'robots', content: 'noindex' },
];

async function share() {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: 'My Propwash wishlist', url });
      return;
    } catch (error) {
      // The shopper closed the share sheet: nothing to do.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notify.success('Link copied');
  } catch {
    notify.error('Could not copy the link');
  }
}

function WishlistCard({ item }: { item: WishlistItem }) {
  const navigate = useNavigate();
  const hasDiscount = item.originalPrice > item.price;
  async function remove() {
    try {
      await removeFromWishlist(item.id);
      notify.success('Removed from wishlist');
    } catch (error) {
      notify.error(storefrontErrorMessage(error, 'Could not remove from your wishlist'));
    }
  }
  async function moveToCart() {
    try {
      await addToCart(
        {
          productId: item.id,
          name: item.name,
          price: item.price,
          image: item.image,
          stock: item.stock,
        },
        1,
      );
      notify.success('Added to cart!');
    } catch (error) {
      const message = storefrontErrorMessage(error, 'Could not add to cart');
      notify.error(message);
      // Sold in versions ("Choose Version"): the product page has the choice to make.
      if (message.startsWith('Choose ')) void navigate(paths.product(item.id));
    }
  }
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-card">
      <Link to={paths.product(item.id)} className="block aspect-[4/3] bg-slate-100">
        {item.image && (
          <img src={item.image} alt="" className="size-full object-cover" loading="lazy" />
        )}
        <span className="sr-only">{item.name}</span>
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="line-clamp-2 font-semibold text-slate-900">
          <Link to={paths.product(item.id)} className="hover:text-brand-700">
            {item.name}
          </Link>
        </h2>
        {item.reviews > 0 && (
          <p className="flex items-center gap-1 text-sm text-slate-600">
            <Star filled className="size-4 text-amber-400" aria-hidden />
            {item.rating.toFixed(1)} <span className="text-slate-500">({item.reviews})</span>
          </p>
        )}
        <p className="mt-auto flex items-baseline gap-2">
          <span className="text-lg font-extrabold text-brand-950">{formatRupees(item.price)}</span>
          {hasDiscount && (
            <s className="text-sm text-slate-500">{formatRupees(item.originalPrice)}</s>
          )}
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => void moveToCart()}
            disabled={item.stock <= 0}
            className={buttonVariants({ size: 'sm', className: 'flex-1' })}
          >
            <ShoppingCart aria-hidden />
            {item.stock <= 0 ? 'Out of stock' : 'Add to cart'}
          </button>
          <button
            type="button"
            onClick={() => void remove()}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <Trash2 aria-hidden />
            <span className="sr-only">Remove {item.name} from wishlist</span>
          </button>
        </div>
      </div>
    </article>
  );
}

export default function WishlistPage() {
  const wishlist = useWishlist();
  const count = wishlist.items.length;

  async function clearAll() {
    if (!window.confirm('Clear all items from wishlist?')) return;
    try {
      await clearWishlist();
      notify.success('Wishlist cleared');
    } catch (error) {
      notify.error(storefrontErrorMessage(error, 'Could not clear your wishlist'));
    }
  }

  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-brand-950 sm:text-3xl">
          My Wishlist{' '}
          {wishlist.status === 'ready' && (
            <span className="text-base font-semibold text-slate-500">
              ({countLabel(count, 'item')})
            </span>
          )}
        </h1>
        {count > 0 && (
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => void share()}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <Share2 aria-hidden /> Share
            </button>
            <button
              type="button"
              onClick={() => void clearAll()}
              className={buttonVariants({
                variant: 'ghost',
                size: 'sm',
                className: 'text-danger-700',
              })}
            >
              <Trash2 aria-hidden /> Clear all
            </button>
          </div>
        )}
      </div>
      {wishlist.status === 'loading' ? (
        <div aria-busy className="grid grid-cols-2 gap-4 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-72 animate-pulse rounded-card bg-slate-200/70" />
          ))}
          <span className="sr-only">Loading your wishlist…</span>
        </div>
      ) : count === 0 ? (
        <EmptyState
          icon={Heart}
          title="Your wishlist is empty"
          text="Tap the heart on any product to keep it here for later."
          linkTo={paths.products()}
          linkLabel="Browse products"
        />
      ) : (
        <>
          <TaxNote className="-mt-3 mb-4" />
          <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3">
            {wishlist.items.map((item) => (
              <li key={item.id}>
                <WishlistCard item={item} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
