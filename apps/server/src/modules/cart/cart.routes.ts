import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addCartItemBodySchema,
  cartSchema,
  mergeCartBodySchema,
  updateCartItemBodySchema,
} from '@propwash/domain/cart/schemas';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/http.ts';
import type { CartService } from './cart.service.ts';

const cartReply = { 200: successEnvelope(cartSchema) };

/** The signed-in customer's cart; every answer is the whole cart, priced as the catalog is now. */
export function cartRoutes(deps: { cart: CartService; guards: AuthGuards }): FastifyPluginAsyncZod {
  const { cart, guards } = deps;
  return async (app) => {
    app.addHook('onRequest', guards.requireUser);
    const me = (request: Parameters<AuthGuards['userOf']>[0]) => guards.userOf(request).id;

    app.get(
      '/cart',
      {
        schema: {
          tags: ['cart'],
          summary: 'My cart with current prices and stock',
          response: cartReply,
        },
      },
      async (request) => ok(await cart.get(me(request))),
    );
    app.post(
      '/cart',
      {
        schema: {
          tags: ['cart'],
          summary: 'Add a product (adds to a line already there; never beyond the stock)',
          body: addCartItemBodySchema,
          response: cartReply,
        },
      },
      async (request) => ok(await cart.addItem(me(request), request.body)),
    );
    app.put(
      '/cart',
      {
        schema: {
          tags: ['cart'],
          summary: "Set a line's quantity (0 or less removes it)",
          body: updateCartItemBodySchema,
          response: cartReply,
        },
      },
      async (request) => ok(await cart.setQuantity(me(request), request.body)),
    );
    app.post(
      '/cart/merge',
      {
        schema: {
          tags: ['cart'],
          summary: 'Move the guest cart into my cart on sign-in (capped at stock, unknown skipped)',
          body: mergeCartBodySchema,
          response: cartReply,
        },
      },
      async (request) => ok(await cart.merge(me(request), request.body.items)),
    );
    app.delete(
      '/cart/:productId',
      {
        schema: {
          tags: ['cart'],
          summary: 'Remove one line',
          params: z.object({ productId: z.string() }),
          /** The line's variant, for a product with variants (docs/decisions.md, "Variants"). */
          querystring: z.object({ variantId: z.string().max(64).optional() }),
          response: cartReply,
        },
      },
      async (request) =>
        ok(
          await cart.removeItem(
            me(request),
            request.params.productId,
            request.query.variantId ?? null,
          ),
        ),
    );
    app.delete(
      '/cart',
      {
        schema: { tags: ['cart'], summary: 'Empty my cart', response: cartReply },
      },
      async (request) => ok(await cart.clear(me(request))),
    );
  };
}
