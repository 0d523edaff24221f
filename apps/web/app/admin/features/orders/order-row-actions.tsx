import type { AdminOrderRow } from '@propwash/domain/orders/admin-schemas';
import type { OrderStatus } from '@propwash/domain/orders/status';
import { ExternalLink, FileText, Truck } from 'lucide-react';
import { Button } from '#app/ui/button.tsx';
import { NativeSelect } from '#app/ui/native-select.tsx';
import { toast } from '#app/ui/toaster.tsx';
import { invoicePath } from './orders.queries.ts';
import { downloadFile } from '#app/admin/lib/download-file.ts';
import { orderPaths } from '#app/admin/lib/order-paths.ts';
import { reachableStatuses, StatusOptions } from './status-dialog.tsx';

/** A row's status picker: choosing a status opens the status dialog, nothing changes before. */
export function OrderStatusSelect(props: {
  order: AdminOrderRow;
  onPick: (status: OrderStatus) => void;
}) {
  const o = props.order;
  return (
    <NativeSelect
      aria-label={`Status of order ${o.orderNumber}`}
      className="w-40 xl:w-32"
      value={o.status}
      disabled={reachableStatuses(o.status).length <= 1}
      onChange={(e) => props.onPick(e.target.value as OrderStatus)}
    >
      <StatusOptions from={o.status} options={reachableStatuses(o.status)} />
    </NativeSelect>
  );
}

async function downloadInvoice(o: AdminOrderRow) {
  if (!o.invoiceNumber) {
    toast.error('Invoice not available yet');
    return;
  }
  try {
    await downloadFile(invoicePath(o.id), `Invoice_${o.orderNumber}.pdf`);
    toast.success('Invoice downloaded!');
  } catch {
    toast.error('Invoice not available yet');
  }
}

function showTracking(o: AdminOrderRow) {
  if (o.status === 'shipped' || o.status === 'delivered' || o.trackingNumber) {
    toast.info(`Tracking: ${o.trackingNumber ?? 'Not available'}`);
  } else {
    toast.info('Tracking info not available yet');
  }
}

/** A row's icon buttons: open the order in a new tab, download its invoice, show its tracking. */
export function OrderRowActions({ order: o }: { order: AdminOrderRow }) {
  return (
    <div className="flex justify-end gap-0.5">
      <a
        href={orderPaths.detail(o.id)}
        target="_blank"
        rel="noopener"
        aria-label={`View details of order ${o.orderNumber}`}
        title="View details"
        className="inline-flex size-7 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <ExternalLink className="size-4" aria-hidden />
      </a>
      <Button
        variant="ghost"
        size="sm"
        className="w-7 px-0"
        aria-label={`Download the invoice of order ${o.orderNumber}`}
        title="Download invoice"
        onClick={() => void downloadInvoice(o)}
      >
        <FileText aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="w-7 px-0"
        aria-label={`Track order ${o.orderNumber}`}
        title="Track shipment"
        onClick={() => showTracking(o)}
      >
        <Truck aria-hidden />
      </Button>
    </div>
  );
}
