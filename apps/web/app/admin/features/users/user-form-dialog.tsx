import {
  createUserBodySchema,
  updateUserBodySchema,
  type AdminUser,
} from '@propwash/domain/accounts/schemas';
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

export interface UserFormValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  role: 'user' | 'admin';
}

/**
 * Add (no `user`) or edit a user. Fields are checked with the same zod schemas the server uses,
 * so the first message a shop owner sees is the server's own wording.
 */
export function UserFormDialog(props: {
  open: boolean;
  user: AdminUser | null;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: UserFormValues) => void;
}) {
  const { user } = props;
  const adding = user === null;
  const [values, setValues] = useState<UserFormValues>(() => ({
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    password: '',
    role: user?.role ?? 'user',
  }));
  const [errors, setErrors] = useState<Partial<Record<keyof UserFormValues, string>>>({});

  const set = (field: keyof UserFormValues) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = adding
      ? createUserBodySchema.safeParse(values)
      : updateUserBodySchema.safeParse({
          name: values.name,
          email: values.email,
          phone: values.phone,
        });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof UserFormValues;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    props.onSubmit(values);
  }

  const field = (
    name: keyof UserFormValues,
    label: string,
    input: { type?: string; autoComplete?: string; placeholder?: string } = {},
  ) => (
    <div className="space-y-1.5">
      <Label htmlFor={`user-${name}`}>{label}</Label>
      <Input
        id={`user-${name}`}
        value={values[name]}
        onChange={(e) => set(name)(e.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `user-${name}-error` : undefined}
        {...input}
      />
      {errors[name] && (
        <p id={`user-${name}-error`} className="text-sm text-danger-700">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{adding ? 'Add user' : 'Edit user'}</DialogTitle>
          <DialogDescription>
            {adding
              ? 'Open an account for a customer or a colleague. Share the password with them; they can change it with “Forgot password”.'
              : 'Role and ban have their own buttons in the table.'}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="space-y-4">
          {field('name', 'Name', { autoComplete: 'off' })}
          {field('email', 'Email', { type: 'email', autoComplete: 'off' })}
          {field('phone', 'Phone (optional)', { type: 'tel', placeholder: '10-digit mobile' })}
          {adding &&
            field('password', 'Password', { type: 'password', autoComplete: 'new-password' })}
          {adding && (
            <div className="space-y-1.5">
              <Label htmlFor="user-role">Role</Label>
              <NativeSelect
                id="user-role"
                value={values.role}
                onChange={(e) => set('role')(e.target.value)}
              >
                <option value="user">Customer</option>
                <option value="admin">Admin</option>
              </NativeSelect>
            </div>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => props.onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={props.busy}>
              {props.busy ? 'Saving…' : adding ? 'Add user' : 'Save changes'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
