import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productCardSchema } from '@propwash/domain/catalog/schemas';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import { wishlistBodySchema } from '@propwash/domain/wishlist/schemas';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/http.ts';
import type { WishlistService } from './wishlist.service.ts';

const wishlistReply = { 200: successEnvelope(z.array(productCardSchema)) };

/** The signed-in customer's wishlist; every answer is the whole list, newest first. */
export function wishlistRoutes(deps: {
  wishlist: WishlistService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { wishlist, guards } = deps;
  return async (app) => {
    app.addHook('onRequest', guards.requireUser);
    const me = (request: Parameters<AuthGuards['userOf']>[0]) => guards.userOf(request).id;

    app.get(
      '/wishlist',
      {
        schema: {
          tags: ['wishlist'],
          summary: 'My wishlist, newest first',
          response: wishlistReply,
        },
      },
      async (request) => ok(await wishlist.list(me(request))),
    );
    app.post(
      '/wishlist',
      {
        schema: {
          tags: ['wishlist'],
          summary: 'Add a product (adding it twice changes nothing)',
          body: wishlistBodySchema,
          response: wishlistReply,
        },
      },
      async (request) => ok(await wishlist.add(me(request), request.body.productId)),
    );
    app.delete(
      '/wishlist/:productId',
      {
        schema: {
          tags: ['wishlist'],
          summary: 'Remove a product',
          params: z.object({ productId: z.string() }),
          response: wishlistReply,
        },
      },
      async (request) => ok(await wishlist.remove(me(request), request.params.productId)),
    );
    app.delete(
      '/wishlist',
      {
        schema: { tags: ['wishlist'], summary: 'Empty my wishlist', response: wishlistReply },
      },
      async (request) => ok(await wishlist.clear(me(request))),
    );
  };
}
