import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../platform/app-error.ts';
import type { AuthGuards } from '../../../platform/auth-guard.ts';
import type { InvoiceDocument } from './invoices.document.ts';
import { sendDocumentFile, sendDocumentPage } from './invoices.replies.ts';
import type { InvoicesService, OrderOwner } from './invoices.service.ts';

const paramsSchema = z.object({
  id: z.string().trim().min(1).max(64).describe('Order uuid or order number'),
});

/** GST tax invoices: the order's owner or an admin sees it once the order is confirmed. */
export function invoicesRoutes(deps: {
  invoices: InvoicesService;
  guards: AuthGuards;
  findOrderOwner: (idOrNumber: string) => Promise<OrderOwner | null>;
}): FastifyPluginAsyncZod {
  const { invoices, guards, findOrderOwner } = deps;

  /** The invoice of an order the caller may see; one 404 for "missing" and "not yours". */
  async function ownedOrder(
    request: Parameters<AuthGuards['userOf']>[0],
    idOrNumber: string,
  ): Promise<OrderOwner> {
    const user = guards.userOf(request);
    const order = await findOrderOwner(idOrNumber);
    if (!order || (order.userId !== user.id && user.role !== 'admin')) {
      throw new AppError('NOT_FOUND', 'Order not found or access denied');
    }
    return order;
  }

  async function invoiceFor(
    request: Parameters<AuthGuards['userOf']>[0],
    idOrNumber: string,
  ): Promise<InvoiceDocument> {
    const order = await ownedOrder(request, idOrNumber);
    const doc = await invoices.document(order.orderId);
    if (!doc) throw new AppError('CONFLICT', 'The invoice is issued when the order is confirmed.');
    return doc;
  }

  /** The credit note that cancelled the order's invoice (docs/decisions/credit-note-on-cancellation.md). */
  async function creditNoteFor(
    request: Parameters<AuthGuards['userOf']>[0],
    idOrNumber: string,
  ): Promise<InvoiceDocument> {
    const order = await ownedOrder(request, idOrNumber);
    const doc = await invoices.cancellationCreditNote(order.orderId);
    if (!doc) {
      throw new AppError(
        'CONFLICT',
        'A credit note is issued when an order with a tax invoice is cancelled.',
      );
    }
    return doc;
  }

  return async (app) => {
    app.addHook('onRequest', guards.requireUser);

    app.get(
      '/orders/:id/invoice',
      {
        schema: {
          tags: ['orders'],
          summary: 'GST tax invoice as a printable HTML page',
          params: paramsSchema,
        },
      },
      async (request, reply) => {
        const doc = await invoiceFor(request, request.params.id);
        return sendDocumentPage(reply, invoices.html(doc));
      },
    );

    app.get(
      '/orders/:id/invoice/download',
      {
        schema: {
          tags: ['orders'],
          summary: 'GST tax invoice as a file (HTML or PDF)',
          params: paramsSchema,
          querystring: z.object({ format: z.enum(['html', 'pdf']).default('html') }),
        },
      },
      async (request, reply) => {
        const doc = await invoiceFor(request, request.params.id);
        const { format } = request.query;
        const safeNumber = doc.orderNumber.replace(/[^A-Za-z0-9_-]/g, '_');
        const filename = `Invoice_${safeNumber}_${doc.invoiceDate}.${format}`;
        return sendDocumentFile(reply, filename, format, {
          html: () => invoices.html(doc),
          pdf: () => invoices.pdf(doc),
        });
      },
    );

    app.get(
      '/orders/:id/credit-note',
      {
        schema: {
          tags: ['orders'],
          summary: "GST credit note of a cancelled order's invoice, as a printable HTML page",
          params: paramsSchema,
        },
      },
      async (request, reply) => {
        const doc = await creditNoteFor(request, request.params.id);
        return sendDocumentPage(reply, invoices.html(doc));
      },
    );

    app.get(
      '/orders/:id/credit-note/download',
      {
        schema: {
          tags: ['orders'],
          summary: "GST credit note of a cancelled order's invoice, as a file (HTML or PDF)",
          params: paramsSchema,
          querystring: z.object({ format: z.enum(['html', 'pdf']).default('pdf') }),
        },
      },
      async (request, reply) => {
        const doc = await creditNoteFor(request, request.params.id);
        const { format } = request.query;
        const safe = doc.creditNote!.number.replace(/[^A-Za-z0-9_-]/g, '_');
        return sendDocumentFile(reply, `CreditNote_${safe}.${format}`, format, {
          html: () => invoices.html(doc),
          pdf: () => invoices.pdf(doc),
        });
      },
    );
  };
}
