import { paymentMethodTypes } from '@propwash/domain/orders/status';
import {
  emailSettingsSchema,
  generalSettingsSchema,
  paymentSettingsSchema,
} from '@propwash/domain/settings/defaults';
import { stateNames } from '@propwash/domain/shipping/states';
import { useMutation } from '@tanstack/react-query';
import { Mail, Send } from 'lucide-react';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  CheckboxOption,
  MoneyField,
  SelectField,
  SwitchField,
  TextField,
} from '#app/admin/ui/form-field.tsx';
import {
  numberListText,
  numberText,
  paiseText,
  rupeesText,
  useSchemaForm,
} from '#app/admin/ui/form-schema.ts';
import { paths } from '#app/lib/paths.ts';
import { Badge } from '#app/ui/badge.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { toast } from '#app/ui/toaster.tsx';
import { methodLabel } from '#app/admin/lib/payment-method-labels.ts';
import { SectionCard, type SaveProps } from './settings-section.tsx';
import { sendTestEmail } from './settings.queries.ts';
import { AdminForm } from '#app/admin/ui/form-dialog.tsx';
import {
  PrepaidSavingFields,
  prepaidSavingFormSchema,
  prepaidSavingFormValues,
} from './prepaid-saving-fields.tsx';

const general = generalSettingsSchema.shape;
/** The returns window is typed as text. */
const generalFormSchema = generalSettingsSchema.extend({
  returnsDays: numberText(general.returnsDays),
});

const generalText: [keyof typeof general, string, string?][] = [
  ['storeName', 'Store name'],
  ['legalName', 'Legal name (invoices)'],
  ['address', 'Address'],
  ['city', 'City'],
  ['pincode', 'Pincode'],
  ['gstin', 'GSTIN', '15 characters; the check digit is verified'],
  ['supportEmail', 'Support email'],
  ['supportPhone', 'Support phone'],
  ['supportHours', 'Support hours'],
];

export function GeneralTab(save: SaveProps) {
  const g = save.data.settings.general;
  const form = useSchemaForm(generalFormSchema, { ...g, returnsDays: String(g.returnsDays) });
  return (
    <SectionCard form={form} section="general" {...save}>
      <div className="grid gap-4 sm:grid-cols-2">
        {generalText.map(([k, label, hint]) => (
          <TextField
            key={k}
            name={k}
            label={label}
            hint={hint}
            inputMode={k === 'pincode' ? 'numeric' : k === 'supportEmail' ? 'email' : undefined}
          />
        ))}
        <SelectField name="state" label="State">
          {stateNames.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </SelectField>
        <TextField
          name="returnsDays"
          label="Returns window (days)"
          hint="The FAQ and the returns policy quote this."
          inputMode="numeric"
        />
      </div>
    </SectionCard>
  );
}

const payment = paymentSettingsSchema.shape;
/** Amounts in rupees, EMI months as "3, 6, 9", methods in checkout order. */
const paymentFormSchema = paymentSettingsSchema.extend({
  codLimitPaise: rupeesText(payment.codLimitPaise),
  // The COD fee and the prepaid saving (docs/decisions/cod-fee-and-prepaid-saving.md).
  codFeePaise: rupeesText(payment.codFeePaise),
  prepaidSaving: prepaidSavingFormSchema,
  emiTenureMonths: numberListText(payment.emiTenureMonths),
  enabledMethods: z
    .array(z.enum(paymentMethodTypes))
    .transform((on) => paymentMethodTypes.filter((m) => on.includes(m))),
});

export function PaymentTab(save: SaveProps) {
  const p = save.data.settings.payment;
  const env = save.data.environment.payments;
  const form = useSchemaForm(paymentFormSchema, {
    ...p,
    codLimitPaise: paiseText(p.codLimitPaise),
    codFeePaise: paiseText(p.codFeePaise),
    prepaidSaving: prepaidSavingFormValues(p.prepaidSaving),
    emiTenureMonths: p.emiTenureMonths.join(', '),
  });
  return (
    <SectionCard form={form} section="payment" {...save}>
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        <p className="font-medium text-slate-900">Provider keys come from the server environment</p>
        <p className="mt-1">
          RAZORPAY_KEY_ID: <code>{env.razorpayKeyId ?? 'not set'}</code> · RAZORPAY_KEY_SECRET:{' '}
          <Badge variant={env.razorpayKeySecret === 'set' ? 'success' : 'neutral'}>
            {env.razorpayKeySecret}
          </Badge>{' '}
          · Webhook secret:{' '}
          <Badge variant={env.razorpayWebhookSecret === 'set' ? 'success' : 'neutral'}>
            {env.razorpayWebhookSecret}
          </Badge>
        </p>
        <p className="mt-1 text-xs text-slate-500">
          Keys are never edited or shown here; change them in the server&apos;s environment.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="provider" label="Online payment provider">
          <option value="simulator">Built-in simulator (test payments)</option>
          <option value="razorpay" disabled={!env.razorpayKeyId}>
            Razorpay{env.razorpayKeyId ? '' : ' (keys not set)'}
          </option>
        </SelectField>
        <MoneyField
          name="codLimitPaise"
          label="COD limit"
          hint="Cash on delivery is refused above this order total."
        />
      </div>
      <SwitchField
        name="codEnabled"
        ariaLabel="Cash on delivery"
        label={(on) => `Cash on delivery ${on ? 'on' : 'off'}`}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField
          name="codFeePaise"
          label="COD fee (₹)"
          hint="Added to a cash-on-delivery order as a line of its own, GST included (18%). 0: no fee."
        />
      </div>
      <PrepaidSavingFields />
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">Methods offered at checkout</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {paymentMethodTypes.map((m) => (
            <CheckboxOption key={m} name="enabledMethods" value={m}>
              {methodLabel[m]}
            </CheckboxOption>
          ))}
        </div>
        <p className="mt-1 text-xs text-slate-500">
          A method also needs to be enabled under{' '}
          <Link className="text-brand-700 underline" to="/admin/payment-methods">
            Payment methods
          </Link>
          .
        </p>
      </fieldset>
      <TextField
        name="emiTenureMonths"
        label="EMI tenures (months)"
        hint="Comma separated, e.g. 3, 6, 9, 12"
      />
    </SectionCard>
  );
}

const testEmailSchema = z.object({ to: z.string().trim() });

export function EmailTab(save: SaveProps) {
  const { data } = save;
  const mail = data.environment.mail;
  const form = useSchemaForm(emailSettingsSchema, data.settings.email);
  const testForm = useSchemaForm(testEmailSchema, { to: '' });
  const test = useMutation({
    mutationFn: (to: string) => sendTestEmail(to || undefined),
    onSuccess: (r) => toast.success(r.message),
    onError: (e) => toast.error(e.message),
  });
  return (
    <div className="space-y-4">
      <SectionCard form={form} section="email" {...save}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="fromName" label="Sender name" />
          <TextField name="notifyOwnerEmail" label="Owner notification email" inputMode="email" />
        </div>
      </SectionCard>
      <Card className="space-y-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <Mail className="size-5 text-slate-500" aria-hidden />
          <h2 className="text-lg font-semibold text-slate-900">Delivery</h2>
          <Badge variant={mail.delivery === 'smtp' ? 'success' : 'warning'}>
            {mail.delivery === 'smtp' ? `SMTP: ${mail.smtpHost ?? 'configured'}` : 'Outbox only'}
          </Badge>
        </div>
        <p className="text-sm text-slate-600">
          {mail.delivery === 'smtp'
            ? `Emails go out through SMTP from ${mail.from}; each is also logged in the outbox.`
            : 'SMTP_URL is not set, so emails are kept in the outbox instead of being sent.'}{' '}
          <Link className="text-brand-700 underline" to={paths.admin.outbox()}>
            Open the outbox
          </Link>
        </p>
        <AdminForm
          form={testForm}
          idPrefix="email-test"
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={testForm.handleSubmit(({ to }) => test.mutate(to))}
        >
          <TextField
            name="to"
            className="flex-1"
            label="Send a test email to"
            inputMode="email"
            hint={`Blank: the owner notification email (${data.settings.email.notifyOwnerEmail})`}
          />
          <Button type="submit" variant="outline" disabled={test.isPending} className="sm:mb-5">
            <Send aria-hidden /> {test.isPending ? 'Sending…' : 'Send test email'}
          </Button>
        </AdminForm>
      </Card>
    </div>
  );
}
