import type { AdminUser } from '@propwash/domain/accounts/schemas';
import { adminEraseBodySchema, type AdminEraseBody } from '@propwash/domain/privacy/my-data';
import { z } from 'zod';
import { FormDialog } from '#app/admin/ui/form-dialog.tsx';
import { TextField } from '#app/admin/ui/form-field.tsx';
import { formSchema, useSchemaForm } from '#app/admin/ui/form-schema.ts';

const eraseSchema = formSchema(z.object({ reason: z.string() }), (v) => v, adminEraseBodySchema);

/**
 * Erases a customer's personal data at their request (docs/decisions/data-export-and-erasure.md):
 * the reason names the request, for the audit log. The server refuses while an order or a return
 * is open, and its message (naming them) shows in the dialog.
 */
export function EraseUserDialog(props: {
  user: AdminUser;
  busy: boolean;
  onClose: () => void;
  onSubmit: (body: AdminEraseBody) => unknown;
}) {
  const form = useSchemaForm(eraseSchema, { reason: '' });
  return (
    <FormDialog
      form={form}
      idPrefix="erase"
      title={`Erase the personal data of ${props.user.name}?`}
      description={
        <>
          Their profile, addresses, wishlist, hangar, cart, reviews, sessions, newsletter
          subscription and messages are erased for good, and the account can no longer sign in.
          Orders with a tax invoice or credit note keep exactly what those documents print (GST law
          keeps them 72 months); everything else on their orders is cleared. They get an email
          saying so.
        </>
      }
      submitLabel="Erase personal data"
      submitVariant="destructive"
      busy={props.busy}
      onClose={props.onClose}
      onSubmit={props.onSubmit}
    >
      <TextField
        name="reason"
        label="How did the customer ask?"
        hint="Kept in the audit log with the erasure, e.g. “email of 4 Dec 2026”."
        placeholder="Email of 4 Dec 2026"
        autoComplete="off"
      />
    </FormDialog>
  );
}
