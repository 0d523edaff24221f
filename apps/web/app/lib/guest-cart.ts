import { createStoredValue, parseJson } from '#app/lib/stored-value.ts';

/** Total quantity in the guest cart (localStorage 'guest-cart': [{productId, name, price, image, quantity}]). */
export function parseCartQuantity(raw: string | null): number {
  const items = parseJson(raw);
  if (!Array.isArray(items)) return 0;
  let total = 0;
  for (const item of items) {
    const quantity = (item as { quantity?: unknown } | null)?.quantity;
    if (typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0) {
      total += Math.floor(quantity);
    }
  }
  return total;
}

const cartQuantityStore = createStoredValue('guest-cart', parseCartQuantity, 0);

/** Cart badge count; 0 on the server and during hydration. */
export const useGuestCartQuantity = cartQuantityStore.useValue;
