import { orderStatusLabels, type OrderStatus } from '@propwash/domain/orders/status';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { NativeSelect } from '#app/ui/native-select.tsx';

/** The statuses the bulk-action bar offers. */
export const bulkStatuses = ['processing', 'shipped', 'delivered', 'cancelled'] as const;

/** The bulk bar's actions: a status for all, or a shipment for each (shipping feature). */
export type BulkAction = '' | OrderStatus | 'create-shipments';

/** Shown while orders are selected: pick a status for all of them, or drop the selection. */
export function OrdersBulkBar(props: {
  count: number;
  action: BulkAction;
  onAction: (action: BulkAction) => void;
  onApply: () => void;
  onClear: () => void;
}) {
  return (
    <Card
      role="region"
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-3 border-brand-200 bg-brand-50 p-3"
    >
      <p className="text-sm font-medium text-brand-900">
        {props.count} {props.count === 1 ? 'order' : 'orders'} selected
      </p>
      <NativeSelect
        aria-label="Bulk action"
        className="w-44"
        value={props.action}
        onChange={(e) => props.onAction(e.target.value as BulkAction)}
      >
        <option value="">Choose action</option>
        <option value="create-shipments">Create shipments</option>
        {bulkStatuses.map((s) => (
          <option key={s} value={s}>
            Mark {orderStatusLabels[s]}
          </option>
        ))}
      </NativeSelect>
      <Button size="sm" onClick={props.onApply}>
        Apply
      </Button>
      <Button variant="ghost" size="sm" onClick={props.onClear}>
        Clear selection
      </Button>
    </Card>
  );
}
