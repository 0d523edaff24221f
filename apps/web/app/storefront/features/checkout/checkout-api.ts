import type {
  CheckoutQuote,
  CheckoutQuoteBody,
  CouponValidation,
  Order,
  PlaceOrderBody,
  PlacedOrder,
} from '@propwash/domain/orders/schemas';
import type { MyBusiness } from '@propwash/domain/orders/business-buyer';
import type { Consents } from '@propwash/domain/privacy/consents';
import { apiRequest } from '#app/lib/api-client.ts';

/** The server cart priced for this state, shipping method and coupon (the only numbers charged). */
export function fetchQuote(body: CheckoutQuoteBody, signal?: AbortSignal) {
  return apiRequest<CheckoutQuote>('/checkout/quote', {
    method: 'POST',
    body,
    auth: true,
    signal,
    fallbackMessage: 'Could not price your order',
  });
}

export function validateCoupon(code: string, cartTotal: number) {
  return apiRequest<CouponValidation>('/coupons/validate', {
    method: 'POST',
    body: { code, cartTotal },
    auth: true,
    fallbackMessage: 'Invalid coupon',
  });
}

export function fetchOrder(id: string, signal?: AbortSignal) {
  return apiRequest<Order>(`/orders/${encodeURIComponent(id)}`, { auth: true, signal });
}

/** POST /api/orders with its Idempotency-Key header (a retry with the same key is safe). */
export function placeOrder(body: PlaceOrderBody, idempotencyKey: string) {
  return apiRequest<PlacedOrder>('/orders', {
    method: 'POST',
    body,
    auth: true,
    headers: { 'Idempotency-Key': idempotencyKey },
    fallbackMessage: 'Failed to place order',
  });
}

/** The business the shopper last bought for (GSTIN, legal name), offered again; null: none. */
export function fetchMyBusiness(signal?: AbortSignal) {
  return apiRequest<MyBusiness>('/me/business', { auth: true, signal });
}

/** The account forgets its saved business (orders placed for it keep theirs). */
export function forgetMyBusiness() {
  return apiRequest<MyBusiness>('/me/business', {
    method: 'DELETE',
    auth: true,
    fallbackMessage: 'Could not forget the business',
  });
}

/** Whether the shopper already gets order updates on WhatsApp (their whatsapp_updates consent). */
export async function fetchWhatsAppUpdatesGranted(signal?: AbortSignal): Promise<boolean> {
  const { consents } = await apiRequest<Consents>('/me/consents', { auth: true, signal });
  return consents.some((c) => c.purpose === 'whatsapp_updates' && c.granted);
}
