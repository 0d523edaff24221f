import type { FastifyReply } from 'fastify';
import { invoiceContentSecurityPolicy } from './invoices.html.ts';

// How a GST document (an invoice here, a credit note in returns) leaves the server: private,
// never cached, under the invoice page's content security policy.

function documentHeaders(reply: FastifyReply) {
  return reply
    .header('content-security-policy', invoiceContentSecurityPolicy)
    .header('cache-control', 'private, no-store');
}

/** The document as its printable HTML page. */
export function sendDocumentPage(reply: FastifyReply, html: string) {
  return documentHeaders(reply).header('content-type', 'text/html; charset=utf-8').send(html);
}

/** The document as a file to save, `filename` (its extension is the format), HTML or PDF. */
export async function sendDocumentFile(
  reply: FastifyReply,
  filename: string,
  format: 'html' | 'pdf',
  render: { html: () => string; pdf: () => Promise<Buffer> },
) {
  documentHeaders(reply).header('content-disposition', `attachment; filename="${filename}"`);
  if (format === 'pdf') {
    return reply.header('content-type', 'application/pdf').send(await render.pdf());
  }
  return reply.header('content-type', 'text/html; charset=utf-8').send(render.html());
}
