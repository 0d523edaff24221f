import {
  canMoveOrder,
  orderStatusLabels,
  orderStatuses,
  type OrderStatus,
} from '@propwash/domain/orders/status';
import { useState, type FormEvent } from 'react';
import { Button } from '#app/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#app/ui/dialog.tsx';
import { Input } from '#app/ui/input.tsx';
import { Label } from '#app/ui/label.tsx';
import { NativeSelect } from '#app/ui/native-select.tsx';

/** The statuses an admin may pick from `from` (backwards ones need a message; the server decides). */
export function reachableStatuses(from: OrderStatus): OrderStatus[] {
  return orderStatuses.filter(
    (to) => to === from || canMoveOrder(from, to, { byAdmin: true, hasMessage: true }).allowed,
  );
}

/** The next step forward, else the first other status the admin may pick. */
export function suggestedNext(from: OrderStatus): OrderStatus {
  const options = reachableStatuses(from).filter((s) => s !== from);
  const forward = options.find(
    (s) => s !== 'cancelled' && orderStatuses.indexOf(s) > orderStatuses.indexOf(from),
  );
  return forward ?? options[0] ?? from;
}

export interface StatusChange {
  status: OrderStatus;
  message?: string;
  trackingNumber?: string;
}

/** Sets one order's (or several orders') status with an optional message for the timeline. */
export function StatusDialog(props: {
  open: boolean;
  title: string;
  /** The current status of a single order; null for a bulk change. */
  from: OrderStatus | null;
  initial: OrderStatus;
  /** The statuses offered (bulk: processing, shipped, delivered, cancelled). */
  options: readonly OrderStatus[];
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (change: StatusChange) => void;
}) {
  const [status, setStatus] = useState<OrderStatus>(props.initial);
  const [message, setMessage] = useState('');
  const [tracking, setTracking] = useState('');
  const move =
    props.from && props.from !== status
      ? canMoveOrder(props.from, status, { byAdmin: true, hasMessage: message.trim() !== '' })
      : null;
  const backwards = props.from
    ? canMoveOrder(props.from, status, { byAdmin: true, hasMessage: true })
    : null;
  const needsMessage = backwards?.allowed === true && backwards.backwards && message.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSubmit({
      status,
      message: message.trim() || undefined,
      trackingNumber: status === 'shipped' && tracking.trim() ? tracking.trim() : undefined,
    });
  }

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>
            The customer is emailed and sees the message in the order's timeline.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor="order-status">New status</Label>
            <NativeSelect
              id="order-status"
              value={status}
              onChange={(e) => setStatus(e.target.value as OrderStatus)}
            >
              {props.options.map((s) => (
                <option key={s} value={s} disabled={s === props.from}>
                  {orderStatusLabels[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
          {status === 'shipped' && props.from !== null && (
            <div className="space-y-1.5">
              <Label htmlFor="order-tracking">Tracking number (optional)</Label>
              <Input
                id="order-tracking"
                value={tracking}
                onChange={(e) => setTracking(e.target.value)}
                placeholder="Made up if left empty"
                autoComplete="off"
              />
            </div>
          )}
          <div className="space-y-1.5">
            <Label htmlFor="order-message">
              Message {needsMessage ? '(needed to move back)' : '(optional)'}
            </Label>
            <textarea
              id="order-message"
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              maxLength={500}
              rows={3}
              className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
              placeholder={
                status === 'cancelled' ? 'Reason, e.g. Customer asked on the phone' : 'e.g. Packed'
              }
            />
          </div>
          {move && !move.allowed && !needsMessage && (
            <p className="text-sm text-danger-700" role="alert">
              {move.reason}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => props.onOpenChange(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant={status === 'cancelled' ? 'destructive' : 'primary'}
              disabled={props.busy || needsMessage || status === props.from}
            >
              {props.busy ? 'Saving…' : `Set ${orderStatusLabels[status]}`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
