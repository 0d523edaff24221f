import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminReturnListQuerySchema,
  adminReturnListSchema,
  adminReturnSchema,
  refundDestinationDataSchema,
  createReturnBodySchema,
  returnOptionsSchema,
  returnSchema,
  returnStatusBodySchema,
} from '@propwash/domain/returns/schemas';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { declareRoutes, recordIdParams as params } from '../../platform/routes.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { sendDocumentFile, sendDocumentPage } from '../orders/invoices/invoices.replies.ts';
import type { ReturnsService } from './returns.service.ts';

const orderParams = z.object({
  id: z.string().trim().min(1).max(64).describe('Order uuid or order number'),
});

/** A customer may ask for this many returns an hour (across orders). */
export const returnRequestLimit = { limit: 20, windowSeconds: 60 * 60 };

/** The customer's returns of their own orders, and credit notes for owners and admins. */
export function returnsRoutes(deps: {
  returns: ReturnsService;
  guards: AuthGuards;
  limiter: RateLimiter;
}): FastifyPluginAsyncZod {
  const { returns, guards, limiter } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['returns']);
    route.post(
      '/orders/:id/returns',
      {
        summary:
          'Ask to return lines of a delivered order for a refund or a replacement (photos uploaded first via /upload/single)',
        onRequest: guards.requireUser,
        params: orderParams,
        body: createReturnBodySchema,
        data: returnSchema,
        status: 201,
      },
      async (request) => {
        const user = guards.userOf(request);
        await limiter.hit(`returns:user:${user.id}`, returnRequestLimit);
        return returns.request(user.id, request.params.id, request.body);
      },
    );
    route.get(
      '/orders/:id/returns',
      {
        summary: 'The returns of one of my orders, newest first',
        onRequest: guards.requireUser,
        params: orderParams,
        data: z.array(returnSchema),
      },
      (request) => returns.listForOrder(guards.userOf(request).id, request.params.id),
    );
    route.get(
      '/orders/:id/returns/options',
      {
        summary: 'What I may return of my order: its lines, units left and the window',
        onRequest: guards.requireUser,
        params: orderParams,
        data: returnOptionsSchema,
      },
      (request) => returns.options(guards.userOf(request).id, request.params.id),
    );

    const creditNote = (request: Parameters<AuthGuards['userOf']>[0], id: string) =>
      returns.creditNote(id, guards.userOf(request));
    route.raw.get(
      '/returns/:id/credit-note',
      {
        summary: 'GST credit note as a printable HTML page',
        params,
        onRequest: guards.requireUser,
      },
      async (request, reply) => {
        const doc = await creditNote(request, request.params.id);
        return sendDocumentPage(reply, returns.renderHtml(doc));
      },
    );
    route.raw.get(
      '/returns/:id/credit-note/download',
      {
        summary: 'GST credit note as a file (HTML or PDF)',
        params,
        querystring: z.object({ format: z.enum(['html', 'pdf']).default('pdf') }),
        onRequest: guards.requireUser,
      },
      async (request, reply) => {
        const doc = await creditNote(request, request.params.id);
        const { format } = request.query;
        const safe = doc.creditNote!.number.replace(/[^A-Za-z0-9_-]/g, '_');
        return sendDocumentFile(reply, `CreditNote_${safe}.${format}`, format, {
          html: () => returns.renderHtml(doc),
          pdf: () => returns.renderPdf(doc),
        });
      },
    );
  };
}

/** The admin's returns desk, inside the admin scope. */
export function returnsAdminRoutes(deps: {
  returns: ReturnsService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { returns, guards } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['admin', 'returns']);
    route.get(
      '/returns/admin/all',
      {
        summary:
          'Every return, newest first (filter by status, kind, order, order number or email)',
        querystring: adminReturnListQuerySchema,
        data: adminReturnListSchema,
      },
      (request) => returns.listForAdmin(request.query),
    );
    route.put(
      '/returns/admin/:id/status',
      {
        summary:
          'Move a return one step: requested → approved | rejected → picked_up → received → refunded | replaced',
        params,
        body: returnStatusBodySchema,
        data: adminReturnSchema,
      },
      (request) => returns.changeStatus(request.params.id, request.body, guards.userOf(request).id),
    );
    route.get(
      '/returns/admin/:id/refund-to',
      {
        summary:
          'The full UPI ID or bank account a cash-on-delivery return is refunded to (shown masked elsewhere)',
        params,
        data: refundDestinationDataSchema,
      },
      (request) => returns.refundDestination(request.params.id),
    );
  };
}
