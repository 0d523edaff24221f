import { KeyRound } from '#app/ui/icons.tsx';
import { useEffect } from 'react';
import { Form, useNavigate, useNavigation } from 'react-router';
import { storefrontErrorMessage } from '#app/lib/api-client.ts';
import { notify } from '#app/lib/notify.ts';
import { paths } from '#app/lib/paths.ts';
import { resetPassword } from '#app/storefront/features/accounts/account-api.ts';
import { AuthFrame, AuthLink, AuthSubmit } from '#app/storefront/features/accounts/auth-frame.tsx';
import { FormAlert } from '#app/ui/form-alert.tsx';
import { NewPasswordFields } from '#app/storefront/features/accounts/new-password-fields.tsx';
import { ErrorPage } from '#app/ui/error-page.tsx';
import type { Route } from './+types/reset-password-page';

type ResetResult = { error?: string; mismatch?: string; isDone?: boolean };

// After a successful reset the user goes to /login after 2 seconds.
const REDIRECT_DELAY_MS = 2_000;

// See login-page.tsx: a form posted before the scripts ran lands here.
export function action(): ResetResult {
  return { error: 'Please wait for the page to finish loading, then try again.' };
}

export async function clientAction({
  request,
  params,
}: Route.ClientActionArgs): Promise<ResetResult> {
  const form = await request.formData();
  const password = String(form.get('password') ?? '');
  // Mismatching passwords never reach the server.
  if (password !== String(form.get('confirmPassword') ?? '')) {
    return { mismatch: 'Passwords do not match!' };
  }
  try {
    await resetPassword(params.token, password);
  } catch (error) {
    return { error: storefrontErrorMessage(error, 'Failed to reset password') };
  }
  notify.success('Password reset successful!');
  return { isDone: true };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Choose a new password | Propwash' },
  { name: 'robots', content: 'noindex' },
  // The token is in this page's URL: keep it out of Referer headers.
  { name: 'referrer', content: 'no-referrer' },
];

export default function ResetPasswordPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const isSaving = navigation.state === 'submitting';
  const isDone = actionData?.isDone === true;

  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(
      // The login page says the password was changed (?reset=done).
      () => void navigate({ pathname: paths.login(), search: '?reset=done' }, { replace: true }),
      REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [isDone, navigate]);

  return (
    <AuthFrame
      title="Choose a new password"
      subtitle="Pick one you do not use on other sites."
      icon={KeyRound}
      footer={
        <p className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1">
          <span>
            Link expired? <AuthLink to={paths.forgotPassword()}>Request a new one</AuthLink>
          </span>
          <span aria-hidden className="text-slate-300">
            ·
          </span>
          <AuthLink to={paths.login()}>Back to login</AuthLink>
        </p>
      }
    >
      {isDone ? (
        <FormAlert tone="success">
          Password reset successful! Taking you to the login page…
        </FormAlert>
      ) : (
        <Form method="post" className="space-y-4">
          {actionData?.error && <FormAlert>{actionData.error}</FormAlert>}
          <NewPasswordFields
            password={{ id: 'reset-password', label: 'New Password' }}
            confirm={{
              id: 'reset-confirm',
              label: 'Confirm Password',
              error: actionData?.mismatch,
            }}
          />
          <AuthSubmit busy={isSaving} busyLabel="Saving…">
            Reset Password
          </AuthSubmit>
        </Form>
      )}
    </AuthFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
