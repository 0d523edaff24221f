// What the screenshot scripts do to have orders to look at: fill the signed-in shopper's cart and
// place it as a cash-on-delivery order, through the shop's JSON API (shop-session.mjs shopApi).
import { demoCustomer } from './shop-session.mjs';

/** Puts `quantity` of a product sold as itself in the signed-in shopper's cart. */
export function addToCart(api, auth, productId, quantity = 1) {
  return api('/api/cart', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ productId, quantity }),
  });
}

/** The address in Bengaluru that orders placed for screenshots and stories go to. */
export const bengaluruAddress = {
  phone: '98450 12345',
  address: '7 Servo Street, Koramangala',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560034',
};

/** The demo customer's delivery details (bengaluruAddress); `shipping` changes parts of them. */
export const demoShipping = (shipping = {}) => ({
  name: 'Demo Pilot',
  email: demoCustomer.email,
  ...bengaluruAddress,
  ...shipping,
});

/**
 * Places the signed-in shopper's cart as a cash-on-delivery order to `shipping`, under an
 * idempotency key that starts with `keyPrefix`; answers the order.
 */
export async function placeCodOrder(api, auth, shipping, keyPrefix) {
  const placed = await api('/api/orders', {
    method: 'POST',
    headers: { ...auth, 'idempotency-key': `${keyPrefix}-${Date.now()}` },
    body: JSON.stringify({ shipping, payment: { method: 'cod' } }),
  });
  return placed.data.order;
}
