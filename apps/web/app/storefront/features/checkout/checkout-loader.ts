import type { Address } from '@propwash/domain/accounts/schemas';
import { ApiError } from '#app/lib/api-client.ts';
import { requireUser, withUser } from '#app/lib/require-user.ts';
import { listAddresses } from '#app/lib/address-api.ts';
import { refreshCart } from '#app/lib/cart/cart-store.ts';
import {
  fetchMyBusiness,
  fetchOrder,
  fetchWhatsAppUpdatesGranted,
} from '#app/storefront/features/checkout/checkout-api.ts';
import type { Route } from './+types/checkout-page';

/**
 * The checkout's data, read in the browser: the order to pay when `?pay=<id>` names one,
 * otherwise the signed-in shopper's saved addresses (the default first) for step 1, the
 * business they last bought for (offered again on the review step) and whether they already get
 * order updates on WhatsApp (the review step's box shows it ticked).
 */
export async function loadCheckout({ request }: Route.ClientLoaderArgs) {
  const user = requireUser(request);
  const payId = new URL(request.url).searchParams.get('pay');
  if (payId) {
    const order = await withUser(request, () =>
      fetchOrder(payId, request.signal).catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400))
          return null;
        throw error;
      }),
    );
    return { mode: 'pay' as const, user, order };
  }
  void refreshCart();
  // They only prefill the form: checkout goes on without them.
  const [addresses, savedBusiness, whatsappUpdatesGranted] = await withUser(request, () =>
    Promise.all([
      listAddresses(request.signal).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) throw error;
        console.error('Could not load saved addresses', error);
        return [] as Address[];
      }),
      fetchMyBusiness(request.signal).then(
        (answer) => answer.business,
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 401) throw error;
          console.error('Could not load the saved business', error);
          return null;
        },
      ),
      fetchWhatsAppUpdatesGranted(request.signal).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) throw error;
        console.error('Could not load the WhatsApp choice', error);
        return false;
      }),
    ]),
  );
  const sorted = [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return {
    mode: 'checkout' as const,
    user,
    addresses: sorted,
    savedBusiness,
    whatsappUpdatesGranted,
  };
}
