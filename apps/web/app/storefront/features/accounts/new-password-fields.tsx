import { InputField } from '#app/ui/form-field.tsx';

interface PasswordFieldText {
  id: string;
  label: string;
  error?: string;
}

/**
 * A new password (8 to 128 characters, as the API checks) and the same again as
 * `confirmPassword`; the page compares the two before anything is sent.
 */
export function NewPasswordFields({
  password,
  confirm,
}: {
  password: PasswordFieldText;
  confirm: PasswordFieldText;
}) {
  return (
    <>
      <InputField
        {...password}
        hint="At least 8 characters"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
      />
      <InputField
        {...confirm}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
