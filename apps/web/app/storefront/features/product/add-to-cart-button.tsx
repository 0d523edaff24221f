import { useState } from 'react';
import { storefrontErrorMessage } from '#app/lib/api-client.ts';
import { notify } from '#app/lib/notify.ts';

/** What a product page or card hands the cart. */
export interface CartCandidate {
  id: string;
  name: string;
  price: number;
  image: string | null;
  stock: number;
}

/**
 * The one seam between catalog pages and the cart feature's store (guest cart in localStorage,
 * server cart when signed in): adds with a toast; `isBusy` disables the button meanwhile.
 */
export function useAddToCart() {
  const [isBusy, setIsBusy] = useState(false);
  async function add(product: CartCandidate, quantity: number): Promise<boolean> {
    setIsBusy(true);
    try {
      // The cart store loads on the first add, keeping it out of every page's first download.
      const { addToCart } = await import('#app/storefront/features/cart/cart-store.ts');
      await addToCart(
        {
          productId: product.id,
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
      notify.error(storefrontErrorMessage(error, 'Could not add to cart'));
      return false;
    } finally {
      setIsBusy(false);
    }
  }
  return { add, isBusy };
}
