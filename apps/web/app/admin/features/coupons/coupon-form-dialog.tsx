import { DAY_MS, indiaDay, indiaMidnight } from '@propwash/domain/india-time';
import {
  couponRuleIssue,
  createCouponBodySchema,
  type AdminCoupon,
  type CreateCouponBody,
} from '@propwash/domain/coupons/admin-schemas';
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

// Dates are picked as India calendar days: valid from the start of the first day to the end of
// the last one.
const dayOf = (iso: string | null | undefined) => (iso ? indiaDay(new Date(iso)) : '');
const startOfDay = (day: string) => indiaMidnight(day).toISOString();
const endOfDay = (day: string) =>
  new Date(indiaMidnight(day).getTime() + DAY_MS - 1000).toISOString();

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

function Field(props: { id: string; label: string; hint?: string; children: React.ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      {props.children}
      {props.hint && <p className="text-xs text-slate-500">{props.hint}</p>}
    </div>
  );
}

/**
 * Add or edit a coupon: code, type, value, minimum purchase, maximum discount, maximum uses,
 * validity and active, plus first-order-only and a per-customer limit.
 */
export function CouponFormDialog(props: {
  coupon: AdminCoupon | null;
  busy: boolean;
  onClose: () => void;
  onSave: (body: CreateCouponBody) => void;
}) {
  const c = props.coupon;
  const initialFrom = dayOf(c?.validFrom ?? new Date().toISOString());
  const initialUntil = dayOf(c?.validUntil);
  const [draft, setDraft] = useState({
    code: c?.code ?? '',
    description: c?.description ?? '',
    discountType: c?.discountType ?? ('percentage' as AdminCoupon['discountType']),
    discountValue: c ? String(c.discountValue) : '',
    minPurchase: c ? String(c.minPurchase) : '0',
    maxDiscount: c?.maxDiscount ? String(c.maxDiscount) : '',
    maxUses: c?.maxUses ? String(c.maxUses) : '',
    perCustomerLimit: c?.perCustomerLimit ? String(c.perCustomerLimit) : '',
    firstOrderOnly: c?.firstOrderOnly ?? false,
    validFrom: initialFrom,
    validUntil: initialUntil,
    isActive: c?.isActive ?? true,
  });
  const [error, setError] = useState<string | null>(null);
  const set = (change: Partial<typeof draft>) => setDraft({ ...draft, ...change });
  const isPercent = draft.discountType === 'percentage';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft.validFrom) return setError('Please choose the first day the coupon is valid');
    // An unchanged date keeps the saved time of day (and a new coupon starts now).
    const validFrom =
      draft.validFrom === initialFrom
        ? (c?.validFrom ?? new Date().toISOString())
        : startOfDay(draft.validFrom);
    const validUntil =
      draft.validUntil === initialUntil
        ? (c?.validUntil ?? null)
        : draft.validUntil
          ? endOfDay(draft.validUntil)
          : null;
    const parsed = createCouponBodySchema.safeParse({
      code: draft.code,
      description: draft.description,
      discountType: draft.discountType,
      discountValue: draft.discountValue.trim() === '' ? undefined : Number(draft.discountValue),
      minPurchase: draft.minPurchase.trim() === '' ? 0 : Number(draft.minPurchase),
      maxDiscount: isPercent ? numberOrNull(draft.maxDiscount) : null,
      maxUses: numberOrNull(draft.maxUses),
      perCustomerLimit: numberOrNull(draft.perCustomerLimit),
      firstOrderOnly: draft.firstOrderOnly,
      validFrom: new Date(validFrom).toISOString(),
      validUntil: validUntil === null ? null : new Date(validUntil).toISOString(),
      isActive: draft.isActive,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Failed to save');
    const body = parsed.data;
    const issue = couponRuleIssue({
      discountType: body.discountType,
      discountValue: body.discountValue,
      validFrom: new Date(body.validFrom ?? Date.now()),
      validUntil: body.validUntil ? new Date(body.validUntil) : null,
      maxUses: body.maxUses ?? null,
      usedCount: c?.usedCount ?? 0,
    });
    if (issue) return setError(issue.message);
    setError(null);
    props.onSave(body);
  }

  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{c ? `Edit ${c.code}` : 'Add coupon'}</DialogTitle>
          <DialogDescription>
            Changes apply to the next checkout. Amounts are in rupees; leave a limit blank for none.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="coupon-code" label="Code" hint="Saved in capitals, e.g. MONSOON15">
              <Input
                id="coupon-code"
                value={draft.code}
                autoCapitalize="characters"
                className="font-mono uppercase"
                onChange={(e) => set({ code: e.target.value.toUpperCase() })}
              />
            </Field>
            <Field id="coupon-description" label="Description (optional)">
              <Input
                id="coupon-description"
                value={draft.description}
                onChange={(e) => set({ description: e.target.value })}
              />
            </Field>
            <Field id="coupon-type" label="Discount type">
              <NativeSelect
                id="coupon-type"
                value={draft.discountType}
                onChange={(e) =>
                  set({ discountType: e.target.value as AdminCoupon['discountType'] })
                }
              >
                <option value="percentage">Percentage (%)</option>
                <option value="fixed">Fixed amount (₹)</option>
              </NativeSelect>
            </Field>
            <Field
              id="coupon-value"
              label={isPercent ? 'Discount (%)' : 'Discount (₹)'}
              hint={isPercent ? 'A whole number from 1 to 100' : undefined}
            >
              <Input
                id="coupon-value"
                inputMode="decimal"
                value={draft.discountValue}
                onChange={(e) => set({ discountValue: e.target.value })}
              />
            </Field>
            <Field id="coupon-min" label="Minimum purchase (₹)">
              <Input
                id="coupon-min"
                inputMode="decimal"
                value={draft.minPurchase}
                onChange={(e) => set({ minPurchase: e.target.value })}
              />
            </Field>
            <Field
              id="coupon-max-discount"
              label="Maximum discount (₹)"
              hint={
                isPercent ? 'Caps the percentage; blank for no cap' : 'Used by percentage coupons'
              }
            >
              <Input
                id="coupon-max-discount"
                inputMode="decimal"
                value={draft.maxDiscount}
                disabled={!isPercent}
                onChange={(e) => set({ maxDiscount: e.target.value })}
              />
            </Field>
            <Field
              id="coupon-max-uses"
              label="Max uses"
              hint={c ? `Blank for unlimited · used ${c.usedCount} so far` : 'Blank for unlimited'}
            >
              <Input
                id="coupon-max-uses"
                inputMode="numeric"
                value={draft.maxUses}
                onChange={(e) => set({ maxUses: e.target.value })}
              />
            </Field>
            <Field id="coupon-per-customer" label="Uses per customer" hint="Blank for no limit">
              <Input
                id="coupon-per-customer"
                inputMode="numeric"
                value={draft.perCustomerLimit}
                onChange={(e) => set({ perCustomerLimit: e.target.value })}
              />
            </Field>
            <Field id="coupon-from" label="Valid from">
              <Input
                id="coupon-from"
                type="date"
                value={draft.validFrom}
                onChange={(e) => set({ validFrom: e.target.value })}
              />
            </Field>
            <Field
              id="coupon-until"
              label="Valid until"
              hint="Last day it works; blank never expires"
            >
              <Input
                id="coupon-until"
                type="date"
                value={draft.validUntil}
                onChange={(e) => set({ validUntil: e.target.value })}
              />
            </Field>
          </div>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={draft.isActive}
                onChange={(e) => set({ isActive: e.target.checked })}
              />
              Active
            </label>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={draft.firstOrderOnly}
                onChange={(e) => set({ firstOrderOnly: e.target.checked })}
              />
              First order only
            </label>
          </div>
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
              {props.busy ? 'Saving…' : c ? 'Save changes' : 'Add coupon'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
