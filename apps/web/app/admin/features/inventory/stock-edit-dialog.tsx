import {
  DEFAULT_STOCK_REASON,
  setStockBodySchema,
  type InventoryItem,
  type SetStockBody,
} from '@propwash/domain/inventory/admin-schemas';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '#app/admin/ui/form-dialog.tsx';
import { TextField } from '#app/admin/ui/form-field.tsx';
import { formSchema, numberOf, useSchemaForm } from '#app/admin/ui/form-schema.ts';

/** The quantity as typed (blank is no number), the reason as it is (blank: 'Admin Update'). */
const stockFormSchema = formSchema(
  z.object({ quantity: z.string(), reason: z.string() }),
  ({ quantity, reason }) => ({ quantity: numberOf(quantity), reason }),
  setStockBodySchema,
);

/** "Adds 3 units" / "Removes 1 unit" for a typed quantity that changes the stock. */
function StockDelta(props: { now: number }) {
  const quantity = useWatch<{ quantity: string }>({ name: 'quantity' });
  const next = quantity.trim() === '' ? NaN : Number(quantity);
  const delta = Number.isInteger(next) ? next - props.now : 0;
  if (delta === 0) return null;
  return (
    <p className="text-xs text-slate-600">
      {delta > 0 ? `Adds ${delta}` : `Removes ${-delta}`} {Math.abs(delta) === 1 ? 'unit' : 'units'}
    </p>
  );
}

/** Sets one product's stock with a reason (blank means 'Admin Update'). */
export function StockEditDialog(props: {
  item: InventoryItem;
  busy: boolean;
  onClose: () => void;
  onSave: (body: SetStockBody) => unknown;
}) {
  const form = useSchemaForm(stockFormSchema, { quantity: String(props.item.stock), reason: '' });
  return (
    <FormDialog
      form={form}
      idPrefix="stock"
      title="Set stock"
      description={`${props.item.name} · SKU ${props.item.sku} · now ${props.item.stock} in stock`}
      submitLabel="Save stock"
      busy={props.busy}
      onClose={props.onClose}
      onSubmit={props.onSave}
    >
      <div className="space-y-1.5">
        <TextField name="quantity" label="New stock quantity" inputMode="numeric" autoFocus />
        <StockDelta now={props.item.stock} />
      </div>
      <TextField
        name="reason"
        label="Reason"
        placeholder={DEFAULT_STOCK_REASON}
        maxLength={200}
        hint="Kept in the product’s stock history, e.g. “Restock from supplier”."
      />
      {props.item.stockStatus === 'out_of_stock' && (
        <p className="rounded-md bg-warning-50 px-3 py-2 text-sm text-warning-700">
          The product form marks this product out of stock, so the shop shows it as sold out
          whatever the quantity. Change that in Products to sell it again.
        </p>
      )}
    </FormDialog>
  );
}
