import type { AdminOrder } from '@propwash/domain/orders/admin-schemas';
import { ChevronDown, Download, ExternalLink, FileText } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Button } from '#app/ui/button.tsx';
import { toast } from '#app/ui/toaster.tsx';
import { creditNotePath, invoicePath, openInvoice } from './orders.queries.ts';
import { downloadFile } from '#app/admin/lib/download-file.ts';

const itemClassName =
  'flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-2.5 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-slate-100 [&_svg]:size-4 [&_svg]:text-slate-500';

/** Runs `task`, toasting `done` (when given) or its failure (`failed` when it gives no reason). */
async function withToast(task: () => Promise<unknown>, failed: string, done?: string) {
  try {
    await task();
    if (done) toast.success(done);
  } catch (error) {
    toast.error(error instanceof Error ? error.message : failed);
  }
}

/**
 * The order's GST invoice in one menu: View (a printable page in a new tab) and PDF. The server
 * issues it when the order is packed (docs/decisions/invoice-timing.md); until then the button
 * says so instead of failing.
 */
export function InvoiceMenu({
  order,
}: {
  order: Pick<AdminOrder, 'id' | 'orderNumber' | 'invoiceNumber'> &
    Partial<Pick<AdminOrder, 'status'>>;
}) {
  if (!order.invoiceNumber) {
    return (
      <Button variant="outline" size="sm" disabled title="Issued when you mark the order packed">
        <FileText aria-hidden /> Invoice
      </Button>
    );
  }

  const view = () => withToast(() => openInvoice(order.id), 'Failed to open invoice');
  const downloadPdf = () =>
    withToast(
      () => downloadFile(invoicePath(order.id), `Invoice_${order.orderNumber}.pdf`),
      'Failed to download invoice',
      'Invoice downloaded',
    );
  // A cancelled order's invoice stands; the credit note for all of it cancels it.
  const downloadCreditNote = () =>
    withToast(
      () => downloadFile(creditNotePath(order.id), `CreditNote_${order.orderNumber}.pdf`),
      'Failed to download the credit note',
      'Credit note downloaded',
    );

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline" size="sm">
          <FileText aria-hidden /> Invoice <ChevronDown aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 min-w-44 animate-fade-in rounded-lg border border-slate-200 bg-white p-1 shadow-lift"
        >
          <DropdownMenu.Item className={itemClassName} onSelect={() => void view()}>
            <ExternalLink aria-hidden /> View
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClassName} onSelect={() => void downloadPdf()}>
            <Download aria-hidden /> Download PDF
          </DropdownMenu.Item>
          {order.status === 'cancelled' && (
            <DropdownMenu.Item className={itemClassName} onSelect={() => void downloadCreditNote()}>
              <Download aria-hidden /> Credit note PDF
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
