import {
  DEFAULT_STOCK_REASON,
  setStockBodySchema,
  type InventoryItem,
  type SetStockBody,
} from '@propwash/domain/inventory/admin-schemas';
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

/** Sets one product's stock with a reason (blank means 'Admin Update'). */
export function StockEditDialog(props: {
  item: InventoryItem;
  busy: boolean;
  onClose: () => void;
  onSave: (body: SetStockBody) => void;
}) {
  const [quantity, setQuantity] = useState(String(props.item.stock));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const next = quantity.trim() === '' ? NaN : Number(quantity);
  const delta = Number.isInteger(next) ? next - props.item.stock : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = setStockBodySchema.safeParse({
      quantity: quantity.trim() === '' ? undefined : Number(quantity),
      reason,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Failed to save');
    setError(null);
    props.onSave(parsed.data);
  }

  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Set stock</DialogTitle>
          <DialogDescription>
            {props.item.name} · SKU {props.item.sku} · now {props.item.stock} in stock
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor="stock-quantity">New stock quantity</Label>
            <Input
              id="stock-quantity"
              inputMode="numeric"
              value={quantity}
              autoFocus
              onChange={(e) => setQuantity(e.target.value)}
            />
            {delta !== null && delta !== 0 && (
              <p className="text-xs text-slate-600">
                {delta > 0 ? `Adds ${delta}` : `Removes ${-delta}`}{' '}
                {Math.abs(delta) === 1 ? 'unit' : 'units'}
              </p>
            )}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="stock-reason">Reason</Label>
            <Input
              id="stock-reason"
              value={reason}
              placeholder={DEFAULT_STOCK_REASON}
              maxLength={200}
              onChange={(e) => setReason(e.target.value)}
            />
            <p className="text-xs text-slate-500">
              Kept in the product&apos;s stock history, e.g. “Restock from supplier”.
            </p>
          </div>
          {props.item.stockStatus === 'out_of_stock' && (
            <p className="rounded-md bg-warning-50 px-3 py-2 text-sm text-warning-700">
              The product form marks this product out of stock, so the shop shows it as sold out
              whatever the quantity. Change that in Products to sell it again.
            </p>
          )}
          {error && (
            <p role="alert" className="text-sm text-danger-700">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={props.busy}>
              {props.busy ? 'Saving…' : 'Save stock'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
