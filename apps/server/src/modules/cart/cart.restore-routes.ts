import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { restoreCartBodySchema, restoredCartSchema } from '@propwash/domain/cart/schemas';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { declareRoutes } from '../../platform/routes.ts';
import type { CheckoutReminders } from './cart.checkouts.ts';

/** Restore links per IP per 15 minutes: enough for a family's clicks, too few to guess tokens. */
export const restoreLimit = { limit: 30, windowSeconds: 15 * 60 };

/**
 * A checkout reminder's link (docs/decisions/abandoned-checkout.md): open to guests, so the
 * shopper who follows it on a device where they are not signed in gets the lines too.
 */
export function cartRestoreRoutes(deps: {
  reminders: CheckoutReminders;
  guards: AuthGuards;
  limiter: RateLimiter;
}): FastifyPluginAsyncZod {
  const { reminders, guards, limiter } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['cart']);
    route.post(
      '/cart/restore',
      {
        summary:
          "Put a checkout reminder's lines back: signed in, into my cart (my own checkout only); a guest gets the lines for the browser's cart",
        body: restoreCartBodySchema,
        data: restoredCartSchema,
      },
      async (request) => {
        await limiter.hit(`cart-restore:ip:${request.ip}`, restoreLimit);
        const user = await guards.currentUser(request);
        return reminders.restore(request.body.token, user?.id ?? null);
      },
    );
  };
}
