import {
  createUserBodySchema,
  updateUserBodySchema,
  type AdminUser,
  type CreateUserBody,
  type UpdateUserBody,
} from '@propwash/domain/accounts/schemas';
import { z } from 'zod';
import { FormDialog } from '#app/admin/ui/form-dialog.tsx';
import { SelectField, TextField } from '#app/admin/ui/form-field.tsx';
import { formSchema, useSchemaForm } from '#app/admin/ui/form-schema.ts';

const userFields = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  password: z.string(),
  role: z.enum(['user', 'admin']),
});

/** Adding sends every field; editing sends the details only (role and ban have their own calls). */
const addUserSchema = formSchema(userFields, (v) => v, createUserBodySchema);
const editUserSchema = formSchema(
  userFields,
  ({ name, email, phone }) => ({ name, email, phone }),
  updateUserBodySchema,
);

/**
 * Add (no `user`) or edit a user. Fields are checked with the same zod schemas the server uses,
 * so the first message a shop owner sees is the server's own wording.
 */
export function UserFormDialog(props: {
  user: AdminUser | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (body: CreateUserBody | UpdateUserBody) => unknown;
}) {
  const { user } = props;
  const adding = user === null;
  const form = useSchemaForm(adding ? addUserSchema : editUserSchema, {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    password: '',
    role: user?.role ?? 'user',
  });
  return (
    <FormDialog
      form={form}
      idPrefix="user"
      title={adding ? 'Add user' : 'Edit user'}
      description={
        adding
          ? 'Open an account for a customer or a colleague. Share the password with them; they can change it with “Forgot password”.'
          : 'Role and ban have their own buttons in the table.'
      }
      submitLabel={adding ? 'Add user' : 'Save changes'}
      busy={props.busy}
      onClose={props.onClose}
      onSubmit={props.onSubmit}
    >
      <TextField name="name" label="Name" autoComplete="off" />
      <TextField name="email" label="Email" type="email" autoComplete="off" />
      <TextField name="phone" label="Phone (optional)" type="tel" placeholder="10-digit mobile" />
      {adding && (
        <>
          <TextField name="password" label="Password" type="password" autoComplete="new-password" />
          <SelectField name="role" label="Role">
            <option value="user">Customer</option>
            <option value="admin">Admin</option>
          </SelectField>
        </>
      )}
    </FormDialog>
  );
}
