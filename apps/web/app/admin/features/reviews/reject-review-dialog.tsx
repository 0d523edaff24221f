import { rejectReviewBodySchema, type AdminReview } from '@propwash/domain/reviews/schemas';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '#app/admin/ui/form-dialog.tsx';
import { TextAreaField } from '#app/admin/ui/form-field.tsx';
import { useSchemaForm } from '#app/admin/ui/form-schema.ts';

/**
 * Rejecting a review asks for a reason (the domain's rejectReviewBodySchema); the submit stays
 * disabled while the reason is empty, and a failed save shows the server's message in the dialog.
 */
export function RejectReviewDialog(props: {
  review: AdminReview;
  busy: boolean;
  onClose: () => void;
  onReject: (reason: string) => Promise<unknown>;
}) {
  const form = useSchemaForm(rejectReviewBodySchema, { reason: '' });
  const reason = useWatch({ control: form.control, name: 'reason' });
  return (
    <FormDialog
      form={form}
      idPrefix="reject"
      title="Reject review"
      description="The review is hidden from the product page. The reason is kept for your records."
      onSubmit={(body) => props.onReject(body.reason)}
      onClose={props.onClose}
      submitLabel="Reject review"
      submitVariant="destructive"
      submitDisabled={!reason.trim()}
      busy={props.busy}
    >
      <TextAreaField
        name="reason"
        label="Reason"
        maxLength={500}
        placeholder="e.g. Contains a phone number"
      />
    </FormDialog>
  );
}
