import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminContactListSchema,
  adminContactMessageSchema,
  adminContactQuerySchema,
  adminSubscriberListSchema,
  adminSubscriberQuerySchema,
  contactCountsSchema,
  contactReplyBodySchema,
  contactStatusBodySchema,
} from '@propwash/domain/inbox/schemas';
import {
  newsletterSendBodySchema,
  newsletterSendResultSchema,
} from '@propwash/domain/content/newsletter';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { declareRoutes, recordIdParams as params } from '../../platform/routes.ts';
import type { InboxService } from './content.inbox.ts';
import type { NewsletterService } from './content.newsletter.ts';

/** The owner's inbox and the newsletter list, inside the admin scope. */
export function inboxAdminRoutes(deps: {
  inbox: InboxService;
  newsletter: NewsletterService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { inbox, newsletter, guards } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['admin', 'content']);
    route.get(
      '/contact/admin/all',
      {
        summary: 'Contact messages, newest first (filter by status, search), with counts',
        querystring: adminContactQuerySchema,
        data: adminContactListSchema,
      },
      (request) => inbox.list(request.query),
    );
    route.get(
      '/contact/admin/counts',
      { summary: 'Contact messages by status (the sidebar badge)', data: contactCountsSchema },
      () => inbox.counts(),
    );
    route.get(
      '/contact/admin/:id',
      { summary: 'One contact message with its replies', params, data: adminContactMessageSchema },
      (request) => inbox.find(request.params.id),
    );
    route.put(
      '/contact/admin/:id',
      {
        summary: 'Set a message new, replied or closed',
        params,
        body: contactStatusBodySchema,
        data: adminContactMessageSchema,
      },
      (request) => inbox.setStatus(request.params.id, request.body.status),
    );
    route.post(
      '/contact/admin/:id/reply',
      {
        summary: 'Email a reply to the sender (SMTP or the outbox); the message becomes replied',
        params,
        body: contactReplyBodySchema,
        data: adminContactMessageSchema,
      },
      (request) => inbox.reply(guards.userOf(request).id, request.params.id, request.body.message),
    );
    route.get(
      '/newsletter/admin/all',
      {
        summary: 'Newsletter subscribers, newest sign-up first (search, status), with counts',
        querystring: adminSubscriberQuerySchema,
        data: adminSubscriberListSchema,
      },
      (request) => newsletter.adminList(request.query),
    );
    route.post(
      '/newsletter/admin/send',
      {
        summary:
          'Email a newsletter to every subscribed address (SMTP or the outbox), each with its one-click unsubscribe',
        body: newsletterSendBodySchema,
        data: newsletterSendResultSchema,
      },
      (request) => newsletter.send(guards.userOf(request), request.body),
    );
    route.raw.get(
      '/newsletter/admin/export',
      { summary: 'Every subscriber as a CSV file (email, status, dates, source)' },
      async (_request, reply) => {
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
          .header('cache-control', 'private, no-store')
          .send(await newsletter.exportCsv());
      },
    );
  };
}
