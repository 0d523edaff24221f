import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoiceSchema } from '@propwash/domain/orders/invoice-schemas';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import { ok } from '../../../platform/http.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { AuthGuards } from '../../../platform/auth-guard.ts';
import { declareRoutes } from '../../../platform/routes.ts';
import type { InvoiceDocument } from './invoices.document.ts';
import { prefersJson, sendDocumentFile, sendDocumentPage } from './invoices.replies.ts';
import type { InvoicesService, OrderOwner } from './invoices.service.ts';

type Request = Parameters<AuthGuards['userOf']>[0];

/** A document number as it may stand in a file name. */
const safeName = (number: string) => number.replace(/[^A-Za-z0-9_-]/g, '_');

const paramsSchema = z.object({
  id: z.string().trim().min(1).max(64).describe('Order uuid or order number'),
});

/** GST tax invoices: the order's owner or an admin sees it once the order is packed. */
export function invoicesRoutes(deps: {
  invoices: InvoicesService;
  guards: AuthGuards;
  findOrderOwner: (idOrNumber: string) => Promise<OrderOwner | null>;
}): FastifyPluginAsyncZod {
  const { invoices, guards, findOrderOwner } = deps;

  /** The invoice of an order the caller may see; one 404 for "missing" and "not yours". */
  async function ownedOrder(request: Request, idOrNumber: string): Promise<OrderOwner> {
    const user = guards.userOf(request);
    const order = await findOrderOwner(idOrNumber);
    if (!order || (order.userId !== user.id && user.role !== 'admin')) {
      throw new AppError('NOT_FOUND', 'Order not found or access denied');
    }
    return order;
  }

  async function invoiceFor(request: Request, idOrNumber: string): Promise<InvoiceDocument> {
    const order = await ownedOrder(request, idOrNumber);
    const doc = await invoices.document(order.orderId);
    if (!doc) throw new AppError('CONFLICT', 'The invoice is issued when the order is packed.');
    return doc;
  }

  /** The credit note that cancelled the order's invoice (docs/decisions/credit-note-on-cancellation.md). */
  async function creditNoteFor(request: Request, idOrNumber: string): Promise<InvoiceDocument> {
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
    const route = declareRoutes(app, ['orders']);

    /** A GST document's two routes: its printable page, and `/download` as a file. */
    function documentRoutes(spec: {
      path: string;
      page: string;
      file: string;
      defaultFormat: 'html' | 'pdf';
      find: (request: Request, idOrNumber: string) => Promise<InvoiceDocument>;
      filename: (doc: InvoiceDocument, format: 'html' | 'pdf') => string;
      /** Also answered as JSON when the Accept header prefers it (the page stays the default). */
      json?: { description: string };
    }) {
      route.raw.get(
        spec.path,
        {
          summary: spec.page,
          params: paramsSchema,
          ...(spec.json && {
            description: spec.json.description,
            response: {
              200: {
                content: {
                  'text/html': { schema: z.string() },
                  'application/json': { schema: successEnvelope(invoiceSchema) },
                },
              },
            },
          }),
        },
        async (request, reply) => {
          const doc = await spec.find(request, request.params.id);
          if (spec.json && prefersJson(request.headers.accept)) {
            return reply
              .header('cache-control', 'private, no-store')
              .header('vary', 'Accept')
              .type('application/json; charset=utf-8')
              .send(ok(invoices.json(doc)));
          }
          if (spec.json) reply.header('vary', 'Accept');
          return sendDocumentPage(reply, invoices.html(doc));
        },
      );
      route.raw.get(
        `${spec.path}/download`,
        {
          summary: spec.file,
          params: paramsSchema,
          querystring: z.object({ format: z.enum(['html', 'pdf']).default(spec.defaultFormat) }),
        },
        async (request, reply) => {
          const doc = await spec.find(request, request.params.id);
          const { format } = request.query;
          return sendDocumentFile(reply, spec.filename(doc, format), format, {
            html: () => invoices.html(doc),
            pdf: () => invoices.pdf(doc),
          });
        },
      );
    }

    documentRoutes({
      path: '/orders/:id/invoice',
      page: 'GST tax invoice as a printable HTML page, or as JSON',
      json: {
        description:
          'The printable HTML page by default. With an Accept header that prefers application/json, the same invoice as JSON: seller, buyer (a business buyer with its GSTIN and legal name), place of supply, lines with HSN/SAC, GST and drone serial numbers, totals in rupees.',
      },
      file: 'GST tax invoice as a file (HTML or PDF)',
      defaultFormat: 'html',
      find: invoiceFor,
      filename: (doc, format) =>
        `Invoice_${safeName(doc.orderNumber)}_${doc.invoiceDate}.${format}`,
    });
    documentRoutes({
      path: '/orders/:id/credit-note',
      page: "GST credit note of a cancelled order's invoice, as a printable HTML page",
      file: "GST credit note of a cancelled order's invoice, as a file (HTML or PDF)",
      defaultFormat: 'pdf',
      find: creditNoteFor,
      filename: (doc, format) => `CreditNote_${safeName(doc.creditNote!.number)}.${format}`,
    });
  };
}
