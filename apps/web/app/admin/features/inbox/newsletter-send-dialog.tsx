import { newsletterSendBodySchema } from '@propwash/domain/content/newsletter';
import { useMutation } from '@tanstack/react-query';
import { FormDialog } from '#app/admin/ui/form-dialog.tsx';
import { TextAreaField, TextField } from '#app/admin/ui/form-field.tsx';
import { useSchemaForm } from '#app/admin/ui/form-schema.ts';
import { toast } from '#app/ui/toaster.tsx';
import { sendNewsletter } from './inbox.queries.ts';

const addresses = (n: number) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? 'address' : 'addresses'}`;

/**
 * Write and send a newsletter to every subscribed address (only current grants receive it; each
 * email carries its one-click unsubscribe: docs/decisions/privacy-and-consent.md).
 */
export function NewsletterSendDialog(props: {
  subscribed: number | undefined;
  onClose: () => void;
}) {
  const form = useSchemaForm(newsletterSendBodySchema, { subject: '', body: '' });
  const send = useMutation({ mutationFn: sendNewsletter });
  const audience =
    props.subscribed === undefined ? 'every subscribed address' : addresses(props.subscribed);
  return (
    <FormDialog
      form={form}
      idPrefix="newsletter"
      className="max-w-2xl"
      title="Send a newsletter"
      description={`Goes to ${audience} now, each with a one-click unsubscribe link. Unsubscribed addresses never receive it.`}
      submitLabel="Send newsletter"
      busy={send.isPending}
      onClose={props.onClose}
      onSubmit={async (body) => {
        const { sent } = await send.mutateAsync(body);
        toast.success(`Newsletter sent to ${addresses(sent)}`);
        props.onClose();
      }}
    >
      <TextField name="subject" label="Subject" maxLength={150} />
      <TextAreaField
        name="body"
        label="Message"
        hint="Plain text; a blank line starts a new paragraph."
        rows={10}
      />
    </FormDialog>
  );
}
