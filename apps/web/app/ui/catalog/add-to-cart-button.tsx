import { useState } from 'react';
import { useNavigate } from 'react-router';
import { storefrontErrorMessage } from '#app/lib/api-client.ts';
import { notify } from '#app/lib/notify.ts';
import { paths } from '#app/lib/paths.ts';
import type { CartProduct } from '#app/lib/cart/cart-lines.ts';

/** What a product page or card hands the cart: the cart's product fields, by the product's id. */
export type CartCandidate = Omit<CartProduct, 'productId'> & { id: string };

/**
 * The one seam between catalog pages and the cart feature's store (guest cart in localStorage,
 * server cart when signed in): adds with a toast; `isBusy` disables the button meanwhile.
 */
export function useAddToCart() {
  const [isBusy, setIsBusy] = useState(false);
  const navigate = useNavigate();
  async function add(product: CartCandidate, quantity: number): Promise<boolean> {
    setIsBusy(true);
    try {
      // The cart store loads on the first add, keeping it out of every page's first download.
      const { addToCart } = await import('#app/lib/cart/cart-store.ts');
      await addToCart(
        {
          productId: product.id,
          variantId: product.variantId ?? null,
          variantLabel: product.variantLabel ?? null,
          name: product.name,
          price: product.price,
          image: product.image,
          stock: product.stock,
        },
        quantity,
      );
      notify.success('Added to cart!');
      return true;
    } catch (error) {
      const message = storefrontErrorMessage(error, 'Could not add to cart');
      notify.error(message);
      // A product sold in versions (added from a card): its page has the choice to make.
      if (!product.variantId && message.startsWith('Choose ')) {
        void navigate(paths.product(product.id));
      }
      return false;
    } finally {
      setIsBusy(false);
    }
  }
  return { add, isBusy };
}
