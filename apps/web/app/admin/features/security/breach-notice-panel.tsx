import {
  breachMessageTemplate,
  breachNoticeBodySchema,
  type BreachNoticeBody,
} from '@propwash/domain/privacy/breach';
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { AskDialog } from '#app/admin/ui/confirm-dialog.tsx';
import { AdminForm, submitWith } from '#app/admin/ui/form-dialog.tsx';
import { FormAlert, SelectField, TextAreaField, TextField } from '#app/admin/ui/form-field.tsx';
import { formSchema, useSchemaForm } from '#app/admin/ui/form-schema.ts';
import { showServerError } from '#app/admin/ui/server-error.ts';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { toast } from '#app/ui/toaster.tsx';
import { sendBreachNotice, storeProfileQueryOptions } from './security.queries.ts';

const audienceLabels = {
  all_customers: 'Every customer',
  signed_in_between: 'Customers who signed in between two dates',
  emails: 'These email addresses',
} as const;
type AudienceKind = keyof typeof audienceLabels;

/** The form's fields: the audience's emails are one box, one address a line (or comma). */
const noticeFormSchema = formSchema(
  z.object({
    subject: z.string(),
    message: z.string(),
    audience: z.object({
      kind: z.enum(['all_customers', 'signed_in_between', 'emails']),
      from: z.string(),
      to: z.string(),
      emails: z.string(),
    }),
  }),
  ({ subject, message, audience }) => ({
    subject,
    message,
    audience:
      audience.kind === 'all_customers'
        ? { kind: audience.kind }
        : audience.kind === 'signed_in_between'
          ? { kind: audience.kind, from: audience.from, to: audience.to }
          : {
              kind: audience.kind,
              emails: audience.emails
                .split(/[\s,;]+/)
                .map((e) => e.trim())
                .filter(Boolean),
            },
  }),
  breachNoticeBodySchema,
);

const plural = (n: number) => `${n} ${n === 1 ? 'customer' : 'customers'}`;

/**
 * "Notify customers of a breach": the notice (prefilled with what rule 7 asks it to say), who it
 * goes to, a count first (dryRun), then Send after a confirmation (docs/breach-runbook.md).
 */
export function BreachNoticePanel() {
  const profile = useQuery(storeProfileQueryOptions());
  if (!profile.data && profile.isPending) return null;
  const shop = {
    storeName: profile.data?.storeName || 'Propwash',
    contactEmail: profile.data?.supportEmail || '[support email]',
  };
  return <BreachNoticeForm message={breachMessageTemplate(shop)} />;
}

function BreachNoticeForm(props: { message: string }) {
  const form = useSchemaForm(noticeFormSchema, {
    subject: 'Important: a security incident affecting your data',
    message: props.message,
    audience: { kind: 'all_customers', from: '', to: '', emails: '' },
  });
  const kind = form.watch('audience.kind') as AudienceKind;
  /** The last count and the body it was made for: Send asks to confirm that many. */
  const [counted, setCounted] = useState<{ body: BreachNoticeBody; recipients: number } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // A count is for the notice as it was: any edit asks for a new one before Send.
  useEffect(() => {
    const sub = form.watch(() => setCounted(null));
    return () => sub.unsubscribe();
  }, [form]);

  const count = submitWith(form, async (body) => {
    setBusy(true);
    try {
      const { recipients } = await sendBreachNotice({ ...body, dryRun: true });
      setCounted({ body, recipients });
    } finally {
      setBusy(false);
    }
  });

  async function send() {
    if (!counted) return;
    setBusy(true);
    try {
      const { recipients } = await sendBreachNotice({ ...counted.body, dryRun: false });
      toast.success(`Notice sent to ${plural(recipients)}.`);
      setCounted(null);
    } catch (error) {
      setCounted(null);
      showServerError(form, error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="p-4 sm:p-6" role="region" aria-labelledby="breach-notice-title">
      <h2 id="breach-notice-title" className="text-lg font-semibold text-slate-900">
        Notify customers of a breach
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        One email to each customer, kept in the outbox. Banned and erased accounts are skipped. Fill
        in every part in brackets; count the recipients, then send.
      </p>
      <AdminForm form={form} idPrefix="breach" onSubmit={count} className="mt-4 space-y-4">
        <TextField name="subject" label="Subject" maxLength={200} />
        <TextAreaField
          name="message"
          label="Message"
          rows={16}
          hint="What happened, what data, what you did, what they should do, and who to contact."
        />
        <div className="grid gap-4 md:grid-cols-3">
          <SelectField name="audience.kind" label="Send to" className="md:col-span-3 md:max-w-md">
            {Object.entries(audienceLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
          {kind === 'signed_in_between' && (
            <>
              <TextField name="audience.from" label="Signed in from" type="date" />
              <TextField name="audience.to" label="Signed in to" type="date" />
            </>
          )}
          {kind === 'emails' && (
            <TextAreaField
              name="audience.emails"
              label="Email addresses"
              rows={4}
              className="md:col-span-3"
              hint="One a line, or separated by commas."
            />
          )}
        </div>
        <FormAlert />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="outline" disabled={busy}>
            Count recipients
          </Button>
          {counted && (
            <>
              <p className="text-sm text-slate-700" role="status">
                This notice would go to <strong>{plural(counted.recipients)}</strong>.
              </p>
              <Button
                variant="destructive"
                disabled={busy || counted.recipients === 0}
                onClick={() => setConfirming(true)}
              >
                <Send className="size-4" aria-hidden />
                Send
              </Button>
            </>
          )}
        </div>
      </AdminForm>
      <AskDialog
        role="alertdialog"
        open={confirming}
        title="Send the breach notice?"
        description={`It goes to ${plural(counted?.recipients ?? 0)} now and cannot be taken back.`}
        detail={counted?.body.subject}
        confirmLabel="Send the notice"
        confirmVariant="destructive"
        busy={busy}
        onConfirm={() => {
          setConfirming(false);
          void send();
        }}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
