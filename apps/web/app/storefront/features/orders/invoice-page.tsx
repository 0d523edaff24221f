import { useRef } from 'react';
import { Link, useLoaderData } from 'react-router';
import { ApiError } from '#app/lib/api-client.ts';
import { paths } from '#app/lib/paths.ts';
import { requireUser, withUser } from '#app/lib/require-user.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { ArrowLeft, FileDown, FileText } from '#app/ui/icons.tsx';
import {
  downloadCreditNote,
  downloadInvoice,
  downloadReceipt,
} from '#app/lib/orders/order-actions.ts';
import { fetchInvoice } from '#app/lib/orders/orders-api.ts';
import type { Route } from './+types/invoice-page';

type Kind = 'invoice' | 'credit-note' | 'receipt';

const titles: Record<Kind, string> = {
  invoice: 'Tax invoice',
  'credit-note': 'Credit note',
  receipt: 'Payment receipt',
};

/**
 * The GST invoice (or a cancelled order's credit note, or a paid order's receipt voucher) at its
 * own address, /order/:id/invoice:
 * it can be reloaded, bookmarked and shared with someone who may see the order (the API checks
 * the owner or an admin on every load). The server's printable page is shown in a frame.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requireUser(request);
  const last = new URL(request.url).pathname.split('/').pop();
  const kind: Kind = last === 'credit-note' || last === 'receipt' ? last : 'invoice';
  try {
    const file = await withUser(request, () => fetchInvoice(params.id, { download: false }, kind));
    return { kind, id: params.id, html: await file.blob.text(), error: null };
  } catch (error) {
    if (error instanceof Response) throw error;
    const message =
      error instanceof ApiError && error.status !== 0 && error.status < 500
        ? error.message
        : 'The document could not be loaded. Please try again.';
    return { kind, id: params.id, html: null, error: message };
  }
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: titles[data?.kind ?? 'invoice'] }];
}

export function HydrateFallback() {
  return <p className="mx-auto max-w-4xl p-6 text-sm text-slate-600">Loading the document…</p>;
}

export default function InvoicePage() {
  const { kind, id, html, error } = useLoaderData<typeof clientLoader>();
  const frame = useRef<HTMLIFrameElement>(null);
  const order = { id, orderNumber: id };
  const title = titles[kind];
  return (
    <div className="mx-auto max-w-5xl space-y-3 px-3 py-4 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to={paths.order(id)} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          <ArrowLeft aria-hidden /> Back to the order
        </Link>
        {html && (
          <div className="flex gap-2">
            <button
              type="button"
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
              onClick={() => frame.current?.contentWindow?.print()}
            >
              <FileText aria-hidden /> Print
            </button>
            <button
              type="button"
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
              onClick={() =>
                void (kind === 'credit-note'
                  ? downloadCreditNote(order)
                  : kind === 'receipt'
                    ? downloadReceipt(order)
                    : downloadInvoice(order, 'pdf'))
              }
            >
              <FileDown aria-hidden /> Download PDF
            </button>
          </div>
        )}
      </div>
      {html ? (
        <iframe
          ref={frame}
          title={title}
          srcDoc={html}
          className="h-[calc(100dvh-9rem)] min-h-[32rem] w-full rounded-lg border border-slate-200 bg-white"
        />
      ) : (
        <p role="alert" className="rounded-lg border border-danger-200 bg-danger-50 p-4 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
