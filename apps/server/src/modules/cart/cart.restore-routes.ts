import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '@propwash/domain/accounts/schemas';
import { restoreCartBodySchema, restoredCartSchema } from '@propwash/domain/cart/schemas';
import { unsubscribeQuerySchema } from '@propwash/domain/inbox/schemas';
import { AppError } from '../../platform/app-error.ts';
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
    // The reminder email's stop link: a page that says so, no login needed.
    route.raw.get(
      '/cart/reminders/stop',
      {
        summary: "Stop checkout reminders by a reminder email's signed link (an HTML page)",
        querystring: unsubscribeQuerySchema,
      },
      async (request, reply) => {
        await limiter.hit(`cart-restore:ip:${request.ip}`, restoreLimit);
        const stopped = await reminders.stop(request.query.token);
        return reply
          .status(stopped ? 200 : 400)
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-security-policy', "default-src 'none'")
          .send(
            stopped
              ? '<!doctype html><title>Reminders stopped</title><p>You will get no more cart reminders or offers by email.</p>'
              : '<!doctype html><title>Link not valid</title><p>This link is not valid.</p>',
          );
      },
    );
    // Mail programs' one-click unsubscribe (RFC 8058, the List-Unsubscribe-Post header).
    route.post(
      '/cart/reminders/stop',
      {
        summary: 'One-click stop of checkout reminders (List-Unsubscribe-Post) by the signed token',
        querystring: unsubscribeQuerySchema,
        data: messageSchema,
      },
      async (request) => {
        await limiter.hit(`cart-restore:ip:${request.ip}`, restoreLimit);
        if (!(await reminders.stop(request.query.token))) {
          throw new AppError('VALIDATION_FAILED', 'This link is not valid.');
        }
        return { message: 'You will get no more reminders.' };
      },
    );
  };
}
