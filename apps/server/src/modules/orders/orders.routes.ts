import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartSchema } from '@propwash/domain/cart/schemas';
import {
  cancelOrderBodySchema,
  checkoutQuoteBodySchema,
  codConfirmationQuerySchema,
  codConfirmationViewSchema,
  confirmCodBodySchema,
  checkoutQuoteSchema,
  guestTrackQuerySchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderListSchema,
  orderSchema,
  placeOrderBodySchema,
  placedOrderSchema,
  trackingSchema,
} from '@propwash/domain/orders/schemas';
import { AppError } from '../../platform/app-error.ts';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { IDEMPOTENCY_KEY } from '../../platform/idempotency.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { declareRoutes } from '../../platform/routes.ts';
import type { Pricing } from './placement/placement.quote.ts';
import type { OrdersService } from './orders.service.ts';

/** Guests may look up orders by number + contact this often per address. */
export const guestTrackLimit = { limit: 20, windowSeconds: 15 * 60 };

/** The Idempotency-Key header placing an order requires. */
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'The Idempotency-Key header is required' })
    .regex(IDEMPOTENCY_KEY, 'The Idempotency-Key header must be 8-100 letters, digits or -_:.'),
});

/**
 * Checkout and the customer's orders (quote, place, list, read, track, cancel, reorder). Every
 * call but guest tracking and the cash-on-delivery link needs a signed-in customer, and every
 * order is looked up together with its owner: another customer's order answers exactly like a
 * missing one.
 */
export function ordersRoutes(deps: {
  orders: OrdersService;
  pricing: Pricing;
  guards: AuthGuards;
  limiter: RateLimiter;
  /** Told of each new order (not a replay) with the placing request's visitor, for analytics. */
  onPlaced?: (orderId: string, visit: { ip: string; userAgent: string | undefined }) => void;
}): FastifyPluginAsyncZod {
  const { orders, pricing, guards, limiter } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['orders']);
    type Request = Parameters<AuthGuards['userOf']>[0];
    const me = (request: Request) => guards.userOf(request).id;
    /** The customer and address a coupon attempt is counted against. */
    const client = (request: Request) => ({ userId: me(request), ip: request.ip });
    const signedIn = { onRequest: guards.requireUser };
    const params = orderIdParamsSchema;

    route.get(
      '/orders/track',
      {
        summary: "Guest tracking: the order's number and the email or phone it was placed with",
        querystring: guestTrackQuerySchema,
        data: trackingSchema,
      },
      async (request) => {
        await limiter.hit(`track:ip:${request.ip}`, guestTrackLimit);
        return orders.trackAsGuest(request.query.orderNumber, request.query.contact);
      },
    );

    route.post(
      '/checkout/quote',
      {
        ...signedIn,
        tags: ['checkout'],
        summary: 'My cart priced for a delivery state, shipping method and coupon',
        body: checkoutQuoteBodySchema,
        data: checkoutQuoteSchema,
      },
      (request) => pricing.quoteFor(client(request), request.body),
    );

    route.post(
      '/orders',
      {
        ...signedIn,
        summary:
          'Place an order from my cart (Idempotency-Key header required; prices, totals, user and payment status in the body are ignored)',
        headers: idempotencyHeaders,
        body: placeOrderBodySchema,
        data: placedOrderSchema,
        status: [201, 200],
      },
      async (request, reply) => {
        const result = await orders.place(
          client(request),
          request.body,
          request.headers['idempotency-key'],
        );
        if (result.replayed) reply.header('idempotent-replayed', 'true');
        else
          deps.onPlaced?.(result.body.order.id, {
            ip: request.ip,
            userAgent: request.headers['user-agent'],
          });
        reply.code(result.status === 200 ? 200 : 201);
        return result.body;
      },
    );

    route.get(
      '/orders',
      {
        ...signedIn,
        summary: 'My orders, newest first',
        querystring: orderListQuerySchema,
        data: orderListSchema,
      },
      (request) => orders.list(me(request), request.query),
    );

    route.get(
      '/orders/:id',
      {
        ...signedIn,
        summary: 'One of my orders (by id or order number); an admin may read any order',
        params,
        data: orderSchema,
      },
      (request) => {
        const user = guards.userOf(request);
        return user.role === 'admin'
          ? orders.getAny(request.params.id)
          : orders.get(user.id, request.params.id);
      },
    );

    route.get(
      '/orders/:id/tracking',
      { ...signedIn, summary: 'Tracking of one of my orders', params, data: trackingSchema },
      (request) => orders.tracking(me(request), request.params.id),
    );

    route.put(
      '/orders/:id/cancel',
      {
        ...signedIn,
        summary: 'Cancel my order (pending, confirmed or processing)',
        params,
        body: cancelOrderBodySchema.optional(),
        data: orderSchema,
      },
      (request) =>
        orders.cancel(
          me(request),
          request.params.id,
          request.body?.reason || 'Cancelled by customer',
        ),
    );

    route.post(
      '/orders/:id/pay-on-delivery',
      {
        ...signedIn,
        summary:
          'After a failed online payment: pay cash on delivery instead (409 unless the payment failed; 400 when COD is not offered for the order)',
        params,
        data: orderSchema,
      },
      (request) => orders.switchToCod(me(request), request.params.id),
    );

    // Cash-on-delivery confirmation (docs/decisions/cod-confirmation.md): the
    // emailed link's token stands in for a sign-in, for that one order only.
    route.get(
      '/orders/:id/confirm-cod',
      {
        summary:
          'The order a cash-on-delivery confirmation link names (403 for a tampered token): its lines, total and whether it still awaits',
        params,
        querystring: codConfirmationQuerySchema,
        data: codConfirmationViewSchema,
      },
      (request) => orders.codConfirmationView(request.params.id, request.query.token),
    );

    route.post(
      '/orders/:id/confirm-cod',
      {
        summary:
          "Confirm a cash-on-delivery order: with the emailed link's token, or signed in as its owner (no token). Once only: a used link, a cancelled order or an order that needs no confirmation get 409; a tampered token 403",
        params,
        body: confirmCodBodySchema.optional(),
        data: z.union([codConfirmationViewSchema, orderSchema]),
      },
      async (request) => {
        const token = request.body?.token;
        if (token) return orders.confirmCodByToken(request.params.id, token);
        const user = await guards.currentUser(request);
        if (!user) {
          throw new AppError(
            'UNAUTHENTICATED',
            'Please sign in, or open the confirmation link from your order email.',
          );
        }
        return orders.confirmCodByOwner(user.id, request.params.id);
      },
    );

    route.post(
      '/orders/:id/reorder',
      {
        ...signedIn,
        summary: "A delivered order's products back into my cart at today's prices",
        params,
        data: z.object({ cart: cartSchema, message: z.string() }),
      },
      (request) => orders.reorder(me(request), request.params.id),
    );
  };
}
