import type { RestoredCart } from '@propwash/domain/cart/schemas';
import { apiRequest } from '#app/lib/api-client.ts';
import { getToken } from '#app/lib/auth-store.ts';
import { addGuestLine } from '#app/lib/cart/cart-lines.ts';
import { refreshCart } from '#app/lib/cart/cart-store.ts';
import { guestLineKey, readGuestCart, writeGuestCart } from '#app/lib/guest-cart.ts';

/**
 * Puts a checkout reminder's lines back (the link's `?restore=` token; docs/decisions/
 * abandoned-checkout.md): a signed-in customer's cart is written by the server; a guest's lines
 * come back priced and fill this browser's cart, each raised to the checkout's quantity (never
 * summed). Answers how many lines came back and what was skipped.
 */
export async function restoreCart(token: string): Promise<{ restored: number; skipped: string[] }> {
  const signedIn = !!getToken();
  const answer = await apiRequest<RestoredCart>('/cart/restore', {
    method: 'POST',
    body: { token },
    auth: signedIn,
    fallbackMessage: 'Could not restore your cart',
  });
  if (!signedIn) {
    let lines = readGuestCart();
    for (const item of answer.cart.items) {
      if (!item.inStock) continue;
      const had = lines.find((l) => guestLineKey(l) === guestLineKey(item))?.quantity ?? 0;
      if (item.quantity > had) lines = addGuestLine(lines, item, item.quantity - had);
    }
    writeGuestCart(lines);
  }
  await refreshCart();
  return { restored: answer.restored, skipped: answer.skipped };
}
