import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactBodySchema, newsletterBodySchema } from '@propwash/domain/content/schemas';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/http.ts';
import { unsubscribeQuerySchema } from '@propwash/domain/inbox/schemas';
import { AppError } from '../../platform/app-error.ts';
import type { ContactService } from './content.contact.ts';
import type { NewsletterService } from './content.newsletter.ts';
import { unsubscribedPage } from './content.unsubscribed-page.ts';

const messageReply = successEnvelope(z.object({ message: z.string() }));

/** Public forms: the contact page and the newsletter box (both rate limited per IP). */
export function contactRoutes(deps: {
  contact: ContactService;
  newsletter: NewsletterService;
  guards: AuthGuards;
  storeName: () => Promise<string>;
  publicUrl: string;
}): FastifyPluginAsyncZod {
  const { contact, newsletter, guards } = deps;
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
        const { isNew, message } = await newsletter.subscribe(request.body.email, {
          ip: request.ip,
        });
        return reply.status(isNew ? 201 : 200).send(ok({ message }));
      },
    );
    // The link in every newsletter email (docs/decisions.md, The owner's inbox): a page that
    // says so, no login needed.
    app.get(
      '/newsletter/unsubscribe',
      {
        schema: {
          tags: ['content'],
          summary: 'Unsubscribe by the signed link of a newsletter email (an HTML page)',
          querystring: z.object({ token: z.string().max(1000).default('') }),
        },
      },
      async (request, reply) => {
        const storeName = await deps.storeName();
        let email: string | null = null;
        try {
          email = (await newsletter.unsubscribe(request.query.token)).email;
        } catch (err) {
          if (!(err instanceof AppError && err.type === 'VALIDATION_FAILED')) throw err;
        }
        return reply
          .status(email ? 200 : 400)
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(unsubscribedPage({ storeName, email, shopUrl: `${deps.publicUrl}/` }));
      },
    );
    // Mail programs' one-click unsubscribe (RFC 8058, the List-Unsubscribe-Post header).
    app.post(
      '/newsletter/unsubscribe',
      {
        schema: {
          tags: ['content'],
          summary: 'One-click unsubscribe (List-Unsubscribe-Post) by the signed token',
          querystring: unsubscribeQuerySchema,
          response: { 200: messageReply },
        },
      },
      async (request) => {
        await newsletter.unsubscribe(request.query.token);
        return ok({ message: 'You are unsubscribed.' });
      },
    );
  };
}
