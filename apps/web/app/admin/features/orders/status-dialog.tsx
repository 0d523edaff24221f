import {
  canMoveOrder,
  orderStatusLabels,
  orderStatuses,
  type OrderStatus,
} from '@propwash/domain/orders/status';
import { orderStatusBodySchema, type OrderStatusBody } from '@propwash/domain/orders/admin-schemas';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '#app/admin/ui/form-dialog.tsx';
import { SelectField, TextAreaField, TextField } from '#app/admin/ui/form-field.tsx';
import { formSchema, useSchemaForm } from '#app/admin/ui/form-schema.ts';

/** The statuses an admin may pick from `from` (backwards ones need a message; the server decides). */
export function reachableStatuses(from: OrderStatus): OrderStatus[] {
  return orderStatuses.filter(
    (to) => to === from || canMoveOrder(from, to, { byAdmin: true, hasMessage: true }).allowed,
  );
}

/** A move back (to correct a mistake), which needs a message. */
function isBackwards(from: OrderStatus, to: OrderStatus): boolean {
  const move = canMoveOrder(from, to, { byAdmin: true, hasMessage: true });
  return move.allowed && move.backwards;
}

/**
 * The <option>s of a status picker: the current status and the moves forward, then the one move
 * back the state machine allows (docs/decisions/order-status-moves.md) in a group of its own.
 */
export function StatusOptions(props: {
  from: OrderStatus | null;
  options: readonly OrderStatus[];
  disableCurrent?: boolean;
}) {
  const { from } = props;
  const back = from ? props.options.filter((s) => isBackwards(from, s)) : [];
  const option = (s: OrderStatus) => (
    <option key={s} value={s} disabled={props.disableCurrent && s === from}>
      {orderStatusLabels[s]}
    </option>
  );
  return (
    <>
      {props.options.filter((s) => !back.includes(s)).map(option)}
      {back.length > 0 && (
        <optgroup label="Correct a mistake (needs a message)">{back.map(option)}</optgroup>
      )}
    </>
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

export type StatusChange = OrderStatusBody;

/** A tracking number goes with shipped only; blank ones are made up by the server. */
const statusFormSchema = formSchema(
  z.object({ status: z.enum(orderStatuses), message: z.string(), trackingNumber: z.string() }),
  ({ status, message, trackingNumber }) => ({
    status,
    message,
    trackingNumber: status === 'shipped' && trackingNumber.trim() ? trackingNumber : undefined,
  }),
  orderStatusBodySchema,
);

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
  onSubmit: (change: StatusChange) => unknown;
}) {
  const form = useSchemaForm(statusFormSchema, {
    status: props.initial,
    message: '',
    trackingNumber: '',
  });
  const [status, message] = useWatch({ control: form.control, name: ['status', 'message'] });
  const hasMessage = message.trim() !== '';
  const move =
    props.from && props.from !== status
      ? canMoveOrder(props.from, status, { byAdmin: true, hasMessage })
      : null;
  const backwards = props.from
    ? canMoveOrder(props.from, status, { byAdmin: true, hasMessage: true })
    : null;
  const needsMessage = backwards?.allowed === true && backwards.backwards && !hasMessage;

  return (
    <FormDialog
      form={form}
      idPrefix="order"
      open={props.open}
      title={props.title}
      description="The customer is emailed and sees the message in the order's timeline."
      submitLabel={`Set ${orderStatusLabels[status]}`}
      submitVariant={status === 'cancelled' ? 'destructive' : 'primary'}
      submitDisabled={needsMessage || status === props.from}
      busy={props.busy}
      onClose={() => props.onOpenChange(false)}
      onSubmit={props.onSubmit}
    >
      <SelectField name="status" label="New status">
        <StatusOptions from={props.from} options={props.options} disableCurrent />
      </SelectField>
      {status === 'shipped' && props.from !== null && (
        <TextField
          name="trackingNumber"
          id="order-tracking"
          label="Tracking number (optional)"
          placeholder="Made up if left empty"
          autoComplete="off"
        />
      )}
      <TextAreaField
        name="message"
        label={`Message ${needsMessage ? '(needed to move back)' : '(optional)'}`}
        maxLength={500}
        placeholder={
          status === 'cancelled' ? 'Reason, e.g. Customer asked on the phone' : 'e.g. Packed'
        }
      />
      {move && !move.allowed && !needsMessage && (
        <p className="text-sm text-danger-700" role="alert">
          {move.reason}
        </p>
      )}
    </FormDialog>
  );
}
