import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
  vapidPublicKeySchema,
} from '@propwash/domain/notifications/schemas';
import { AppError } from '../../platform/app-error.ts';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { declareRoutes, deleted, deletedSchema } from '../../platform/routes.ts';
import type { PushService } from './notifications.push.ts';

/** Web Push: the shop's public key (anyone) and this browser's subscription (signed-in users). */
export function pushRoutes(deps: { push: PushService; guards: AuthGuards }): FastifyPluginAsyncZod {
  const { push, guards } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['notifications']);
    route.get(
      '/notifications/vapid-public-key',
      {
        summary: 'The application server key browsers subscribe with (VAPID, base64url)',
        data: vapidPublicKeySchema,
      },
      async () => ({ publicKey: push.publicKey }),
    );

    route.post(
      '/notifications/subscribe',
      {
        summary:
          'Save this browser’s push subscription for me (201 new, 200 already known; the endpoint is bound to the caller)',
        body: pushSubscriptionBodySchema,
        onRequest: guards.requireUser,
        data: z.object({ subscribed: z.literal(true) }),
        status: [200, 201],
      },
      async (request, reply) => {
        const { isNew } = await push.subscribe(guards.userOf(request).id, request.body);
        reply.code(isNew ? 201 : 200);
        return { subscribed: true as const };
      },
    );

    route.delete(
      '/notifications/subscribe',
      {
        summary: 'Stop pushes to one of my browsers (404 when the endpoint is not mine)',
        body: pushUnsubscribeBodySchema,
        onRequest: guards.requireUser,
        data: deletedSchema,
      },
      async (request) => {
        const removed = await push.unsubscribe(guards.userOf(request).id, request.body.endpoint);
        if (!removed) throw new AppError('NOT_FOUND', 'No such subscription');
        return deleted;
      },
    );
  };
}
