import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productCardSchema } from '@propwash/domain/catalog/schemas';
import { wishlistBodySchema } from '@propwash/domain/wishlist/schemas';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { declareRoutes } from '../../platform/routes.ts';
import type { WishlistService } from './wishlist.service.ts';

/** The signed-in customer's wishlist; every answer is the whole list, newest first. */
export function wishlistRoutes(deps: {
  wishlist: WishlistService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { wishlist, guards } = deps;
  return async (app) => {
    app.addHook('onRequest', guards.requireUser);
    const me = (request: Parameters<AuthGuards['userOf']>[0]) => guards.userOf(request).id;

    const route = declareRoutes(app, ['wishlist']);
    const data = z.array(productCardSchema);
    route.get('/wishlist', { summary: 'My wishlist, newest first', data }, (request) =>
      wishlist.list(me(request)),
    );
    route.post(
      '/wishlist',
      {
        summary: 'Add a product (adding it twice changes nothing)',
        body: wishlistBodySchema,
        data,
      },
      (request) => wishlist.add(me(request), request.body.productId),
    );
    route.delete(
      '/wishlist/:productId',
      { summary: 'Remove a product', params: z.object({ productId: z.string() }), data },
      (request) => wishlist.remove(me(request), request.params.productId),
    );
    route.delete('/wishlist', { summary: 'Empty my wishlist', data }, (request) =>
      wishlist.clear(me(request)),
    );
  };
}
