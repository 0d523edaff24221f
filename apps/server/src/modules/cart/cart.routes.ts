import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addCartItemBodySchema,
  cartSchema,
  mergeCartBodySchema,
  updateCartItemBodySchema,
} from '@propwash/domain/cart/schemas';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { declareRoutes } from '../../platform/routes.ts';
import type { CartService } from './cart.service.ts';

/** The signed-in customer's cart; every answer is the whole cart, priced as the catalog is now. */
export function cartRoutes(deps: { cart: CartService; guards: AuthGuards }): FastifyPluginAsyncZod {
  const { cart, guards } = deps;
  return async (app) => {
    app.addHook('onRequest', guards.requireUser);
    const route = declareRoutes(app, ['cart']);
    const me = (request: Parameters<AuthGuards['userOf']>[0]) => guards.userOf(request).id;

    route.get(
      '/cart',
      { summary: 'My cart with current prices and stock', data: cartSchema },
      (request) => cart.get(me(request)),
    );
    route.post(
      '/cart',
      {
        summary: 'Add a product (adds to a line already there; never beyond the stock)',
        body: addCartItemBodySchema,
        data: cartSchema,
      },
      (request) => cart.addItem(me(request), request.body),
    );
    route.put(
      '/cart',
      {
        summary: "Set a line's quantity (0 or less removes it)",
        body: updateCartItemBodySchema,
        data: cartSchema,
      },
      (request) => cart.setQuantity(me(request), request.body),
    );
    route.post(
      '/cart/merge',
      {
        summary: 'Move the guest cart into my cart on sign-in (capped at stock, unknown skipped)',
        body: mergeCartBodySchema,
        data: cartSchema,
      },
      (request) => cart.merge(me(request), request.body.items),
    );
    route.delete(
      '/cart/:productId',
      {
        summary: 'Remove one line',
        params: z.object({ productId: z.string() }),
        /** The line's variant, for a product with variants (docs/decisions/variants.md). */
        querystring: z.object({ variantId: z.string().max(64).optional() }),
        data: cartSchema,
      },
      (request) =>
        cart.removeItem(me(request), request.params.productId, request.query.variantId ?? null),
    );
    route.delete('/cart', { summary: 'Empty my cart', data: cartSchema }, (request) =>
      cart.clear(me(request)),
    );
  };
}
