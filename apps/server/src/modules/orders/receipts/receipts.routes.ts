import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../platform/app-error.ts';
import type { AuthGuards } from '../../../platform/auth-guard.ts';
import { declareRoutes } from '../../../platform/routes.ts';
import type { OrderOwner } from '../invoices/invoices.service.ts';
import type { ReceiptDocument } from './receipts.document.ts';
import { receiptContentSecurityPolicy } from './receipts.html.ts';
import type { ReceiptsService } from './receipts.service.ts';

type Request = Parameters<AuthGuards['userOf']>[0];

const paramsSchema = z.object({
  id: z.string().trim().min(1).max(64).describe('Order uuid or order number'),
});

/**
 * Payment receipts (docs/decisions/invoice-timing.md): the order's owner or an admin sees the
 * receipt voucher of an order paid online; 404 for anyone else, 409 when there is none.
 */
export function receiptsRoutes(deps: {
  receipts: ReceiptsService;
  guards: AuthGuards;
  findOrderOwner: (idOrNumber: string) => Promise<OrderOwner | null>;
}): FastifyPluginAsyncZod {
  const { receipts, guards, findOrderOwner } = deps;

  async function receiptFor(request: Request, idOrNumber: string): Promise<ReceiptDocument> {
    const user = guards.userOf(request);
    const order = await findOrderOwner(idOrNumber);
    if (!order || (order.userId !== user.id && user.role !== 'admin')) {
      throw new AppError('NOT_FOUND', 'Order not found or access denied');
    }
    const doc = await receipts.document(order.orderId);
    if (!doc) {
      throw new AppError('CONFLICT', 'A receipt is issued when an online payment is received.');
    }
    return doc;
  }

  return async (app) => {
    app.addHook('onRequest', guards.requireUser);
    const route = declareRoutes(app, ['orders']);
    // Private, never cached, under the receipt page's content security policy.
    const headers = {
      'content-security-policy': receiptContentSecurityPolicy,
      'cache-control': 'private, no-store',
    };

    route.raw.get(
      '/orders/:id/receipt',
      {
        summary: 'Payment receipt (receipt voucher) as a printable HTML page',
        params: paramsSchema,
      },
      async (request, reply) => {
        const doc = await receiptFor(request, request.params.id);
        return reply
          .headers(headers)
          .header('content-type', 'text/html; charset=utf-8')
          .send(receipts.html(doc));
      },
    );

    route.raw.get(
      '/orders/:id/receipt/download',
      {
        summary: 'Payment receipt (receipt voucher) as a file (PDF or HTML)',
        params: paramsSchema,
        querystring: z.object({ format: z.enum(['html', 'pdf']).default('pdf') }),
      },
      async (request, reply) => {
        const doc = await receiptFor(request, request.params.id);
        const { format } = request.query;
        const name = `Receipt_${doc.receiptNumber.replace(/[^A-Za-z0-9_-]/g, '_')}.${format}`;
        reply.headers(headers).header('content-disposition', `attachment; filename="${name}"`);
        if (format === 'pdf') {
          return reply.header('content-type', 'application/pdf').send(await receipts.pdf(doc));
        }
        return reply.header('content-type', 'text/html; charset=utf-8').send(receipts.html(doc));
      },
    );
  };
}
