import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
  vapidPublicKeySchema,
} from '@propwash/domain/notifications/schemas';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import { AppError } from '../../platform/app-error.ts';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/http.ts';
import type { PushService } from './notifications.push.ts';

/** Web Push: the shop's public key (anyone) and this browser's subscription (signed-in users). */
export function pushRoutes(deps: { push: PushService; guards: AuthGuards }): FastifyPluginAsyncZod {
  const { push, guards } = deps;
  const tags = ['notifications'];
  return async (app) => {
    app.get(
      '/notifications/vapid-public-key',
      {
        schema: {
          tags,
          summary: 'The application server key browsers subscribe with (VAPID, base64url)',
          response: { 200: successEnvelope(vapidPublicKeySchema) },
        },
      },
      async () => ok({ publicKey: push.publicKey }),
    );

    app.post(
      '/notifications/subscribe',
      {
        onRequest: guards.requireUser,
        schema: {
          tags,
          summary:
            'Save this browser’s push subscription for me (201 new, 200 already known; the endpoint is bound to the caller)',
          body: pushSubscriptionBodySchema,
          response: {
            200: successEnvelope(z.object({ subscribed: z.literal(true) })),
            201: successEnvelope(z.object({ subscribed: z.literal(true) })),
          },
        },
      },
      async (request, reply) => {
        const { isNew } = await push.subscribe(guards.userOf(request).id, request.body);
        return reply.code(isNew ? 201 : 200).send(ok({ subscribed: true as const }));
      },
    );

    app.delete(
      '/notifications/subscribe',
      {
        onRequest: guards.requireUser,
        schema: {
          tags,
          summary: 'Stop pushes to one of my browsers (404 when the endpoint is not mine)',
          body: pushUnsubscribeBodySchema,
          response: { 200: successEnvelope(z.object({ deleted: z.literal(true) })) },
        },
      },
      async (request) => {
        const removed = await push.unsubscribe(guards.userOf(request).id, request.body.endpoint);
        if (!removed) throw new AppError('NOT_FOUND', 'No such subscription');
        return ok({ deleted: true as const });
      },
    );
  };
}
