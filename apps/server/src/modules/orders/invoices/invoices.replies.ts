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

/** The weight (q) an Accept header gives a media type: its most specific matching range's. */
function weightOf(accept: string, type: string): number {
  const [major] = type.split('/');
  let best = { specificity: -1, q: 0 };
  for (const part of accept.split(',')) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const specificity = range === type ? 2 : range === `${major}/*` ? 1 : range === '*/*' ? 0 : -1;
    if (specificity <= best.specificity) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    best = { specificity, q: Number.isFinite(q) ? q : 0 };
  }
  return best.q;
}

/**
 * Whether the request's Accept header prefers JSON to the printable page: only when it weighs
 * application/json above text/html (a browser's header, no header or a tie keep the page).
 */
export function prefersJson(accept: string | undefined): boolean {
  if (!accept) return false;
  return weightOf(accept, 'application/json') > weightOf(accept, 'text/html');
}
