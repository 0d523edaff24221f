import type { AdminCoupon, CreateCouponBody } from '@propwash/domain/coupons/admin-schemas';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '#app/admin/ui/form-dialog.tsx';
import {
  CheckboxField,
  MoneyField,
  SelectField,
  TextField,
  TextFields,
} from '#app/admin/ui/form-field.tsx';
import { useSchemaForm } from '#app/admin/ui/form-schema.ts';
import { couponFormSchema, couponFormValues } from './coupon-form-schema.ts';

/**
 * Add or edit a coupon: code, type, value, minimum purchase, maximum discount, maximum uses,
 * validity and active, plus first-order-only and a per-customer limit.
 */
export function CouponFormDialog(props: {
  coupon: AdminCoupon | null;
  busy: boolean;
  onClose: () => void;
  onSave: (body: CreateCouponBody) => unknown;
}) {
  const c = props.coupon;
  const form = useSchemaForm(couponFormSchema(c), couponFormValues(c));
  const isPercent = useWatch({ control: form.control, name: 'discountType' }) === 'percentage';
  return (
    <FormDialog
      form={form}
      idPrefix="coupon"
      className="max-w-2xl"
      title={c ? `Edit ${c.code}` : 'Add coupon'}
      description="Changes apply to the next checkout. Amounts are in rupees; leave a limit blank for none."
      submitLabel={c ? 'Save changes' : 'Add coupon'}
      busy={props.busy}
      onClose={props.onClose}
      onSubmit={props.onSave}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextFields
          fields={[
            {
              name: 'code',
              label: 'Code',
              hint: 'Saved in capitals, e.g. MONSOON15',
              autoCapitalize: 'characters',
              inputClassName: 'font-mono uppercase',
            },
            { name: 'description', label: 'Description (optional)' },
          ]}
        />
        <SelectField name="discountType" label="Discount type">
          <option value="percentage">Percentage (%)</option>
          <option value="fixed">Fixed amount (₹)</option>
        </SelectField>
        <TextField
          name="discountValue"
          label={isPercent ? 'Discount (%)' : 'Discount (₹)'}
          hint={isPercent ? 'A whole number from 1 to 100' : undefined}
          inputMode="decimal"
        />
        <MoneyField name="minPurchase" label="Minimum purchase (₹)" prefixed={false} />
        <MoneyField
          name="maxDiscount"
          label="Maximum discount (₹)"
          prefixed={false}
          hint={isPercent ? 'Caps the percentage; blank for no cap' : 'Used by percentage coupons'}
          disabled={!isPercent}
        />
        <TextFields
          fields={[
            {
              name: 'maxUses',
              label: 'Max uses',
              inputMode: 'numeric',
              hint: c ? `Blank for unlimited · used ${c.usedCount} so far` : 'Blank for unlimited',
            },
            {
              name: 'perCustomerLimit',
              label: 'Uses per customer',
              inputMode: 'numeric',
              hint: 'Blank for no limit',
            },
            { name: 'validFrom', label: 'Valid from', type: 'date' },
            {
              name: 'validUntil',
              label: 'Valid until',
              type: 'date',
              hint: 'Last day it works; blank never expires',
            },
          ]}
        />
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <CheckboxField name="isActive" label="Active" />
        <CheckboxField name="firstOrderOnly" label="First order only" />
      </div>
    </FormDialog>
  );
}
