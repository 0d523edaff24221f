import { formatIndiaTime } from '@propwash/domain/india-time';
import {
  nextReturnStatuses,
  returnReasonLabels,
  returnStatusLabels,
  type AdminReturn,
  type RefundDestination,
  type ReturnStatus,
} from '@propwash/domain/returns/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '#app/lib/money.ts';
import { Button } from '#app/ui/button.tsx';
import { AdminDialog } from '#app/admin/ui/admin-dialog.tsx';
import { DialogFooter } from '#app/ui/dialog.tsx';
import { NativeSelect } from '#app/ui/native-select.tsx';
import { toast } from '#app/ui/toaster.tsx';
import {
  changeReturnStatus,
  getRefundDestination,
  returnsKeys,
} from '#app/admin/lib/returns.queries.ts';
import { ReturnStatusBadge } from './return-status-badge.tsx';

/** One return: what was asked, its steps, and the next step with a message to the customer. */
export function ReturnDetailDialog({ ret, onClose }: { ret: AdminReturn; onClose: () => void }) {
  const queryClient = useQueryClient();
  const choices = nextReturnStatuses(ret.status, ret.kind);
  const isRefundPending = ret.status === 'refunded' && ret.refund?.status === 'pending';
  const [status, setStatus] = useState<ReturnStatus | ''>(
    choices[0] ?? (isRefundPending ? 'refunded' : ''),
  );
  const [message, setMessage] = useState('');
  const [refundMethod, setRefundMethod] = useState<'bank' | 'upi'>(ret.refundTo?.type ?? 'bank');
  const [refundReference, setRefundReference] = useState('');
  const [payTo, setPayTo] = useState<RefundDestination | null>(null);
  const reveal = useMutation({
    mutationFn: () => getRefundDestination(ret.id),
    onSuccess: setPayTo,
    onError: (error) => toast.error(error.message),
  });
  const isCodRefund = status === 'refunded' && ret.paymentMethod === 'cod';
  const move = useMutation({
    mutationFn: () =>
      changeReturnStatus(ret.id, {
        status: status as ReturnStatus,
        message,
        ...(isCodRefund && { refundMethod, refundReference }),
      }),
    onSuccess: (updated) => {
      toast.success(`Return ${returnStatusLabels[updated.status].toLowerCase()}`);
      onClose();
    },
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: returnsKeys.all }),
  });

  return (
    <AdminDialog
      onClose={onClose}
      className="max-w-2xl"
      titleClassName="flex flex-wrap items-center gap-2"
      title={
        <>
          Return for order{' '}
          <Link to={`/admin/orders/${ret.orderId}`} className="text-brand-700 hover:underline">
            {ret.orderNumber}
          </Link>
          <ReturnStatusBadge status={ret.status} />
        </>
      }
      description={
        <>
          {ret.customerName} · {ret.customerEmail} ·{' '}
          {ret.kind === 'refund' ? 'Refund' : 'Replacement'} · {returnReasonLabels[ret.reason]}
        </>
      }
    >
      <div className="grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <h3 className="font-semibold text-slate-900">Items</h3>
          <ul className="mt-1 text-slate-700">
            {ret.items.map((i) => (
              <li key={i.orderItemId}>
                {i.quantity} × {i.name} · {formatRupees(i.refundAmount)}
              </li>
            ))}
          </ul>
          <p className="mt-1 text-slate-600">
            Value {formatRupees(ret.refundAmount)} (GST included) · paid by{' '}
            {ret.paymentMethod.toUpperCase()}
          </p>
          {ret.note && <p className="mt-2 text-slate-700">“{ret.note}”</p>}
          {ret.photos.length > 0 && (
            <div className="mt-2 flex gap-2">
              {ret.photos.map((url) => (
                <a key={url} href={url} target="_blank" rel="noreferrer">
                  <img src={url} alt="Customer's photo" className="size-16 rounded object-cover" />
                </a>
              ))}
            </div>
          )}
          {ret.creditNoteNumber && <p className="mt-2">Credit note {ret.creditNoteNumber}</p>}
          {ret.refund && (
            <p className="mt-1 text-slate-600">
              Refund:{' '}
              {ret.refund.method === 'provider'
                ? 'payment provider'
                : ret.refund.method.toUpperCase()}
              {ret.refund.reference && ` · ${ret.refund.reference}`} · {ret.refund.status}
            </p>
          )}
          {ret.replacementOrder && (
            <p className="mt-1">
              Replacement order{' '}
              <Link
                to={`/admin/orders/${ret.replacementOrder.id}`}
                className="font-semibold text-brand-700 hover:underline"
              >
                {ret.replacementOrder.orderNumber}
              </Link>
            </p>
          )}
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">Steps</h3>
          <ol className="mt-1 space-y-1 text-slate-700">
            {ret.events.map((e, i) => (
              <li key={i}>
                <span className="font-medium">
                  {returnStatusLabels[e.status as ReturnStatus] ?? e.status}
                </span>{' '}
                <span className="text-xs text-slate-500">{formatIndiaTime(e.at, 'dateTime')}</span>
                {e.message && <p className="text-xs text-slate-600">{e.message}</p>}
              </li>
            ))}
          </ol>
        </div>
      </div>

      {choices.length > 0 || isRefundPending ? (
        <form
          className="grid gap-3 border-t border-slate-200 pt-4"
          onSubmit={(e) => {
            e.preventDefault();
            move.mutate();
          }}
        >
          <label className="grid gap-1 text-sm font-medium text-slate-800">
            Next step
            <NativeSelect
              value={status}
              onChange={(e) => setStatus(e.target.value as ReturnStatus)}
            >
              {(choices.length > 0 ? choices : (['refunded'] as ReturnStatus[])).map((s) => (
                <option key={s} value={s}>
                  {returnStatusLabels[s]}
                </option>
              ))}
            </NativeSelect>
          </label>
          {isCodRefund && ret.refundTo && (
            <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
              <p>
                Pay the refund to <strong>{ret.refundTo.label}</strong>{' '}
                {!payTo && (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={reveal.isPending}
                    onClick={() => reveal.mutate()}
                  >
                    Show details to pay
                  </Button>
                )}
              </p>
              {payTo && (
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 select-all">
                  {payTo.type === 'upi' ? (
                    <>
                      <dt className="text-slate-500">UPI ID</dt>
                      <dd className="font-mono">{payTo.upiId}</dd>
                    </>
                  ) : (
                    <>
                      <dt className="text-slate-500">Account holder</dt>
                      <dd>{payTo.accountHolder}</dd>
                      <dt className="text-slate-500">Account number</dt>
                      <dd className="font-mono">{payTo.accountNumber}</dd>
                      <dt className="text-slate-500">IFSC</dt>
                      <dd className="font-mono">{payTo.ifsc}</dd>
                    </>
                  )}
                </dl>
              )}
            </div>
          )}
          {isCodRefund && (
            <div className="grid gap-3 sm:grid-cols-2">
              {!ret.refundTo && (
                <label className="grid gap-1 text-sm font-medium text-slate-800">
                  Paid back by
                  <NativeSelect
                    value={refundMethod}
                    onChange={(e) => setRefundMethod(e.target.value as 'bank' | 'upi')}
                  >
                    <option value="bank">Bank transfer</option>
                    <option value="upi">UPI</option>
                  </NativeSelect>
                </label>
              )}
              <label className="grid gap-1 text-sm font-medium text-slate-800">
                Transfer reference (UTR, required)
                <input
                  className="h-10 rounded-lg border border-slate-300 px-3 text-sm"
                  value={refundReference}
                  required
                  maxLength={35}
                  onChange={(e) => setRefundReference(e.target.value)}
                />
              </label>
            </div>
          )}
          <label className="grid gap-1 text-sm font-medium text-slate-800">
            Message to the customer{status === 'rejected' ? ' (required)' : ''}
            <textarea
              rows={2}
              maxLength={500}
              className="rounded-lg border border-slate-300 px-3 py-2 text-sm"
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </label>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" disabled={move.isPending || !status}>
              {move.isPending
                ? 'Saving…'
                : ret.status === 'refunded'
                  ? 'Retry refund'
                  : `Mark ${returnStatusLabels[status as ReturnStatus]?.toLowerCase() ?? ''}`}
            </Button>
          </DialogFooter>
        </form>
      ) : (
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Close
          </Button>
        </DialogFooter>
      )}
    </AdminDialog>
  );
}
