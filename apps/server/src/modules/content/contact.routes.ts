import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactBodySchema, newsletterBodySchema } from '@propwash/domain/content/schemas';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/http.ts';
import type { ContactService } from './contact.service.ts';

const messageReply = successEnvelope(z.object({ message: z.string() }));

/** Public forms: the contact page and the newsletter box (both rate limited per IP). */
export function contactRoutes(deps: {
  contact: ContactService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { contact, guards } = deps;
  return async (app) => {
    app.post(
      '/contact',
      {
        schema: {
          tags: ['content'],
          summary: 'Send the shop a message (stored and emailed to support)',
          body: contactBodySchema,
          response: { 201: messageReply },
        },
      },
      async (request, reply) => {
        // Signed-in senders are linked to their account; the form works signed out too.
        const user = await guards.currentUser(request);
        const result = await contact.sendMessage(request.body, {
          ip: request.ip,
          userId: user?.id ?? null,
        });
        return reply.status(201).send(ok(result));
      },
    );
    app.post(
      '/newsletter',
      {
        schema: {
          tags: ['content'],
          summary: 'Subscribe to the newsletter (201 new, 200 already subscribed)',
          body: newsletterBodySchema,
          response: { 200: messageReply, 201: messageReply },
        },
      },
      async (request, reply) => {
        const { isNew, message } = await contact.subscribe(request.body.email, { ip: request.ip });
        return reply.status(isNew ? 201 : 200).send(ok({ message }));
      },
    );
  };
}
