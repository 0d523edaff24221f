import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactBodySchema, newsletterBodySchema } from '@propwash/domain/content/schemas';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { unsubscribeQuerySchema } from '@propwash/domain/inbox/schemas';
import { AppError } from '../../platform/app-error.ts';
import { declareRoutes } from '../../platform/routes.ts';
import type { ContactService } from './content.contact.ts';
import type { NewsletterService } from './content.newsletter.ts';
import { unsubscribedPage } from './content.unsubscribed-page.ts';

const messageSchema = z.object({ message: z.string() });

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
    const route = declareRoutes(app, ['content']);
    route.post(
      '/contact',
      {
        summary: 'Send the shop a message (stored and emailed to support)',
        body: contactBodySchema,
        data: messageSchema,
        status: 201,
      },
      async (request) => {
        // Signed-in senders are linked to their account; the form works signed out too.
        const user = await guards.currentUser(request);
        return contact.sendMessage(request.body, { ip: request.ip, userId: user?.id ?? null });
      },
    );
    route.post(
      '/newsletter',
      {
        summary: 'Subscribe to the newsletter (201 new, 200 already subscribed)',
        body: newsletterBodySchema,
        data: messageSchema,
        status: [200, 201],
      },
      async (request, reply) => {
        const { isNew, message } = await newsletter.subscribe(request.body.email, {
          ip: request.ip,
        });
        reply.code(isNew ? 201 : 200);
        return { message };
      },
    );
    // The link in every newsletter email (docs/decisions/owners-inbox.md): a page that
    // says so, no login needed.
    route.raw.get(
      '/newsletter/unsubscribe',
      {
        summary: 'Unsubscribe by the signed link of a newsletter email (an HTML page)',
        querystring: z.object({ token: z.string().max(1000).default('') }),
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
    route.post(
      '/newsletter/unsubscribe',
      {
        summary: 'One-click unsubscribe (List-Unsubscribe-Post) by the signed token',
        querystring: unsubscribeQuerySchema,
        data: messageSchema,
      },
      async (request) => {
        await newsletter.unsubscribe(request.query.token);
        return { message: 'You are unsubscribed.' };
      },
    );
  };
}
