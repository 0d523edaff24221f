import { paymentMethodTypes } from '@propwash/domain/orders/status';
import {
  emailSettingsSchema,
  generalSettingsSchema,
  paymentSettingsSchema,
} from '@propwash/domain/settings/defaults';
import { stateNames } from '@propwash/domain/shipping/states';
import { useMutation } from '@tanstack/react-query';
import { Mail, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#app/lib/paths.ts';
import { Badge } from '#app/ui/badge.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { Label } from '#app/ui/label.tsx';
import { NativeSelect } from '#app/ui/native-select.tsx';
import { Switch } from '#app/ui/switch.tsx';
import { toast } from '#app/ui/toaster.tsx';
import { Field } from './settings-fields.tsx';
import { methodLabel } from './settings-history.ts';
import { checkAmounts, paiseToInput, rupeesInputToPaise, wholeNumber } from './settings-input.ts';
import { SectionCard, useSectionSave, type SaveProps } from './settings-section.tsx';
import { sendTestEmail } from './settings.queries.ts';

export function GeneralTab({ data, onSaved }: SaveProps) {
  const g = data.settings.general;
  const [d, setD] = useState({ ...g, returnsDays: String(g.returnsDays) });
  const save = useSectionSave('general', generalSettingsSchema, 'General', onSaved);
  const set = (k: keyof typeof d) => (v: string) => setD({ ...d, [k]: v });
  const text: [keyof typeof d, string, string?][] = [
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
  return (
    <SectionCard
      title="General"
      description="The store profile: printed on invoices and shown on the contact, FAQ and policy pages."
      meta={data.meta.general}
      error={save.error}
      busy={save.busy}
      onSubmit={() => save.submit({ ...d, returnsDays: wholeNumber(d.returnsDays) })}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text.map(([k, label, hint]) => (
          <Field
            key={k}
            id={`general-${k}`}
            label={label}
            hint={hint}
            value={d[k]}
            onChange={set(k)}
            inputMode={k === 'pincode' ? 'numeric' : k === 'supportEmail' ? 'email' : undefined}
          />
        ))}
        <div className="space-y-1.5">
          <Label htmlFor="general-state">State</Label>
          <NativeSelect
            id="general-state"
            value={d.state}
            onChange={(e) => setD({ ...d, state: e.target.value as typeof d.state })}
          >
            {stateNames.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </NativeSelect>
        </div>
        <Field
          id="general-returnsDays"
          label="Returns window (days)"
          hint="The FAQ and the returns policy quote this."
          inputMode="numeric"
          value={d.returnsDays}
          onChange={set('returnsDays')}
        />
      </div>
    </SectionCard>
  );
}

export function PaymentTab({ data, onSaved }: SaveProps) {
  const p = data.settings.payment;
  const env = data.environment.payments;
  const [d, setD] = useState({
    provider: p.provider,
    codEnabled: p.codEnabled,
    codLimit: paiseToInput(p.codLimitPaise),
    enabledMethods: p.enabledMethods,
    emi: p.emiTenureMonths.join(', '),
  });
  const save = useSectionSave('payment', paymentSettingsSchema, 'Payment', onSaved);
  function submit() {
    const codLimitPaise = rupeesInputToPaise(d.codLimit);
    const months = d.emi
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(wholeNumber);
    save.submit(
      {
        provider: d.provider,
        codEnabled: d.codEnabled,
        codLimitPaise,
        enabledMethods: paymentMethodTypes.filter((m) => d.enabledMethods.includes(m)),
        emiTenureMonths: [...new Set(months)].sort((a, b) => a - b),
      },
      checkAmounts({ 'COD limit': codLimitPaise }) ??
        (months.some(Number.isNaN) ? 'EMI months: whole numbers separated by commas' : null),
    );
  }
  return (
    <SectionCard
      title="Payment"
      description="How customers pay. Checkout follows these at once."
      meta={data.meta.payment}
      error={save.error}
      busy={save.busy}
      onSubmit={submit}
    >
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
        <div className="space-y-1.5">
          <Label htmlFor="payment-provider">Online payment provider</Label>
          <NativeSelect
            id="payment-provider"
            value={d.provider}
            onChange={(e) => setD({ ...d, provider: e.target.value as typeof d.provider })}
          >
            <option value="simulator">Built-in simulator (test payments)</option>
            <option value="razorpay" disabled={!env.razorpayKeyId}>
              Razorpay{env.razorpayKeyId ? '' : ' (keys not set)'}
            </option>
          </NativeSelect>
        </div>
        <Field
          id="payment-codLimit"
          label="COD limit"
          prefix="₹"
          inputMode="decimal"
          hint="Cash on delivery is refused above this order total."
          value={d.codLimit}
          onChange={(v) => setD({ ...d, codLimit: v })}
        />
      </div>
      <label className="flex items-center gap-3 text-sm text-slate-800">
        <Switch
          checked={d.codEnabled}
          onCheckedChange={(on) => setD({ ...d, codEnabled: on })}
          aria-label="Cash on delivery"
        />
        Cash on delivery {d.codEnabled ? 'on' : 'off'}
      </label>
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">Methods offered at checkout</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {paymentMethodTypes.map((m) => (
            <label key={m} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={d.enabledMethods.includes(m)}
                onChange={(e) =>
                  setD({
                    ...d,
                    enabledMethods: e.target.checked
                      ? [...d.enabledMethods, m]
                      : d.enabledMethods.filter((x) => x !== m),
                  })
                }
              />
              {methodLabel[m]}
            </label>
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
      <Field
        id="payment-emi"
        label="EMI tenures (months)"
        hint="Comma separated, e.g. 3, 6, 9, 12"
        value={d.emi}
        onChange={(v) => setD({ ...d, emi: v })}
      />
    </SectionCard>
  );
}

export function EmailTab({ data, onSaved }: SaveProps) {
  const mail = data.environment.mail;
  const [d, setD] = useState(data.settings.email);
  const [to, setTo] = useState('');
  const save = useSectionSave('email', emailSettingsSchema, 'Email', onSaved);
  const test = useMutation({
    mutationFn: () => sendTestEmail(to.trim() || undefined),
    onSuccess: (r) => toast.success(r.message),
    onError: (e) => toast.error(e.message),
  });
  return (
    <div className="space-y-4">
      <SectionCard
        title="Email"
        description="Who shop emails come from and where new-order notices go."
        meta={data.meta.email}
        error={save.error}
        busy={save.busy}
        onSubmit={() => save.submit(d)}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="email-fromName"
            label="Sender name"
            value={d.fromName}
            onChange={(v) => setD({ ...d, fromName: v })}
          />
          <Field
            id="email-owner"
            label="Owner notification email"
            inputMode="email"
            value={d.notifyOwnerEmail}
            onChange={(v) => setD({ ...d, notifyOwnerEmail: v })}
          />
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
        <form
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            test.mutate();
          }}
        >
          <div className="flex-1">
            <Field
              id="email-test-to"
              label="Send a test email to"
              inputMode="email"
              value={to}
              onChange={setTo}
              hint={`Blank: the owner notification email (${data.settings.email.notifyOwnerEmail})`}
            />
          </div>
          <Button type="submit" variant="outline" disabled={test.isPending} className="sm:mb-5">
            <Send aria-hidden /> {test.isPending ? 'Sending…' : 'Send test email'}
          </Button>
        </form>
      </Card>
    </div>
  );
}
