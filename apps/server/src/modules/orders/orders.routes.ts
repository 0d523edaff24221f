import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartSchema } from '@propwash/domain/cart/schemas';
import { paiseToRupees, rupeesToPaise } from '@propwash/domain/money';
import {
  cancelOrderBodySchema,
  checkoutQuoteBodySchema,
  codConfirmationQuerySchema,
  codConfirmationViewSchema,
  confirmCodBodySchema,
  checkoutQuoteSchema,
  couponValidationSchema,
  guestTrackQuerySchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderListSchema,
  orderSchema,
  placeOrderBodySchema,
  placedOrderSchema,
  trackingSchema,
  validateCouponBodySchema,
} from '@propwash/domain/orders/schemas';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import { AppError } from '../../platform/app-error.ts';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/http.ts';
import { IDEMPOTENCY_KEY } from '../../platform/idempotency.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CouponsPort } from './orders.ports.ts';
import type { Checkout } from './placement/placement.quote.ts';
import type { OrdersService } from './orders.service.ts';

const orderReply = { 200: successEnvelope(orderSchema) };
const trackingReply = { 200: successEnvelope(trackingSchema) };

/** Guests may look up orders by number + contact this often per address. */
export const guestTrackLimit = { limit: 20, windowSeconds: 15 * 60 };

/**
 * Checkout and the customer's orders (place, list, read, track, cancel, reorder). Every call but
 * guest tracking needs a signed-in customer, and every order is looked up together with its
 * owner: another customer's order answers exactly like a missing one.
 */
export function ordersRoutes(deps: {
  orders: OrdersService;
  checkout: Checkout;
  coupons: CouponsPort;
  cart: Pick<CartService, 'get'>;
  guards: AuthGuards;
  limiter: RateLimiter;
  /** Told of each new order (not a replay) with the placing request's visitor, for analytics. */
  onPlaced?: (orderId: string, visit: { ip: string; userAgent: string | undefined }) => void;
}): FastifyPluginAsyncZod {
  const { orders, checkout, coupons, guards, limiter } = deps;
  return async (app) => {
    type Request = Parameters<AuthGuards['userOf']>[0];
    const me = (request: Request) => guards.userOf(request).id;
    /** The customer and address a coupon attempt is counted against. */
    const client = (request: Request) => ({ userId: me(request), ip: request.ip });
    const signedIn = { onRequest: guards.requireUser };

    app.get(
      '/orders/track',
      {
        schema: {
          tags: ['orders'],
          summary: "Guest tracking: the order's number and the email or phone it was placed with",
          querystring: guestTrackQuerySchema,
          response: trackingReply,
        },
      },
      async (request) => {
        await limiter.hit(`track:ip:${request.ip}`, guestTrackLimit);
        return ok(await orders.trackAsGuest(request.query.orderNumber, request.query.contact));
      },
    );

    app.post(
      '/checkout/quote',
      {
        ...signedIn,
        schema: {
          tags: ['checkout'],
          summary: 'My cart priced for a delivery state, shipping method and coupon',
          body: checkoutQuoteBodySchema,
          response: { 200: successEnvelope(checkoutQuoteSchema) },
        },
      },
      async (request) => ok(await checkout.quoteFor(client(request), request.body)),
    );

    app.post(
      '/coupons/validate',
      {
        ...signedIn,
        schema: {
          tags: ['checkout'],
          summary: "The coupon's discount on my cart (the body's cartTotal is ignored)",
          body: validateCouponBodySchema,
          response: { 200: successEnvelope(couponValidationSchema) },
        },
      },
      async (request) => {
        const cart = await deps.cart.get(me(request));
        const result = await coupons.validate(
          request.body.code,
          client(request),
          rupeesToPaise(cart.subtotal),
        );
        return ok({
          code: result.code,
          discount: paiseToRupees(result.discountPaise),
          message: result.message,
        });
      },
    );

    app.post(
      '/orders',
      {
        ...signedIn,
        schema: {
          tags: ['orders'],
          summary:
            'Place an order from my cart (Idempotency-Key header required; prices, totals, user and payment status in the body are ignored)',
          headers: z.object({
            'idempotency-key': z
              .string({ error: 'The Idempotency-Key header is required' })
              .regex(
                IDEMPOTENCY_KEY,
                'The Idempotency-Key header must be 8-100 letters, digits or -_:.',
              ),
          }),
          body: placeOrderBodySchema,
          response: {
            201: successEnvelope(placedOrderSchema),
            200: successEnvelope(placedOrderSchema),
          },
        },
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
        return reply.status(result.status === 200 ? 200 : 201).send(ok(result.body));
      },
    );

    app.get(
      '/orders',
      {
        ...signedIn,
        schema: {
          tags: ['orders'],
          summary: 'My orders, newest first',
          querystring: orderListQuerySchema,
          response: { 200: successEnvelope(orderListSchema) },
        },
      },
      async (request) => ok(await orders.list(me(request), request.query)),
    );

    app.get(
      '/orders/:id',
      {
        ...signedIn,
        schema: {
          tags: ['orders'],
          summary: 'One of my orders (by id or order number); an admin may read any order',
          params: orderIdParamsSchema,
          response: orderReply,
        },
      },
      async (request) => {
        const user = guards.userOf(request);
        return ok(
          user.role === 'admin'
            ? await orders.getAny(request.params.id)
            : await orders.get(user.id, request.params.id),
        );
      },
    );

    app.get(
      '/orders/:id/tracking',
      {
        ...signedIn,
        schema: {
          tags: ['orders'],
          summary: 'Tracking of one of my orders',
          params: orderIdParamsSchema,
          response: trackingReply,
        },
      },
      async (request) => ok(await orders.tracking(me(request), request.params.id)),
    );

    app.put(
      '/orders/:id/cancel',
      {
        ...signedIn,
        schema: {
          tags: ['orders'],
          summary: 'Cancel my order (pending, confirmed or processing)',
          params: orderIdParamsSchema,
          body: cancelOrderBodySchema.optional(),
          response: orderReply,
        },
      },
      async (request) =>
        ok(
          await orders.cancel(
            me(request),
            request.params.id,
            request.body?.reason || 'Cancelled by customer',
          ),
        ),
    );

    app.post(
      '/orders/:id/pay-on-delivery',
      {
        ...signedIn,
        schema: {
          tags: ['orders'],
          summary:
            'After a failed online payment: pay cash on delivery instead (409 unless the payment failed; 400 when COD is not offered for the order)',
          params: orderIdParamsSchema,
          response: orderReply,
        },
      },
      async (request) => ok(await orders.switchToCod(me(request), request.params.id)),
    );

    // Cash-on-delivery confirmation (docs/decisions.md, "Cash-on-delivery confirmation"): the
    // emailed link's token stands in for a sign-in, for that one order only.
    app.get(
      '/orders/:id/confirm-cod',
      {
        schema: {
          tags: ['orders'],
          summary:
            'The order a cash-on-delivery confirmation link names (403 for a tampered token): its lines, total and whether it still awaits',
          params: orderIdParamsSchema,
          querystring: codConfirmationQuerySchema,
          response: { 200: successEnvelope(codConfirmationViewSchema) },
        },
      },
      async (request) =>
        ok(await orders.codConfirmationView(request.params.id, request.query.token)),
    );

    app.post(
      '/orders/:id/confirm-cod',
      {
        schema: {
          tags: ['orders'],
          summary:
            "Confirm a cash-on-delivery order: with the emailed link's token, or signed in as its owner (no token). Once only: a used link, a cancelled order or an order that needs no confirmation get 409; a tampered token 403",
          params: orderIdParamsSchema,
          body: confirmCodBodySchema.optional(),
          response: {
            200: successEnvelope(z.union([codConfirmationViewSchema, orderSchema])),
          },
        },
      },
      async (request) => {
        const token = request.body?.token;
        if (token) return ok(await orders.confirmCodByToken(request.params.id, token));
        const user = await guards.currentUser(request);
        if (!user) {
          throw new AppError(
            'UNAUTHENTICATED',
            'Please sign in, or open the confirmation link from your order email.',
          );
        }
        return ok(await orders.confirmCodByOwner(user.id, request.params.id));
      },
    );

    app.post(
      '/orders/:id/reorder',
      {
        ...signedIn,
        schema: {
          tags: ['orders'],
          summary: "A delivered order's products back into my cart at today's prices",
          params: orderIdParamsSchema,
          response: {
            200: successEnvelope(z.object({ cart: cartSchema, message: z.string() })),
          },
        },
      },
      async (request) => ok(await orders.reorder(me(request), request.params.id)),
    );
  };
}
