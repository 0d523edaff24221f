import { ArrowLeft, KeyRound, MailCheck } from '#app/ui/icons.tsx';
import { Form, useNavigation } from 'react-router';
import { storefrontErrorMessage } from '#app/lib/api-client.ts';
import { notify } from '#app/lib/notify.ts';
import { paths } from '#app/lib/paths.ts';
import { forgotPassword } from '#app/storefront/features/accounts/account-api.ts';
import { AuthFrame, AuthLink, AuthSubmit } from '#app/storefront/features/accounts/auth-frame.tsx';
import { FormAlert } from '#app/ui/form-alert.tsx';
import { InputField } from '#app/ui/form-field.tsx';
import { ErrorPage } from '#app/ui/error-page.tsx';
import type { Route } from './+types/forgot-password-page';

type ForgotResult = { error?: string; sentTo?: string };

// See login-page.tsx: a form posted before the scripts ran lands here.
export function action(): ForgotResult {
  return { error: 'Please wait for the page to finish loading, then try again.' };
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<ForgotResult> {
  const email = String((await request.formData()).get('email') ?? '').trim();
  if (!email) return { error: 'Please enter your email address.' };
  try {
    await forgotPassword(email);
  } catch (error) {
    // The server's error.message first, else the fallback.
    return { error: storefrontErrorMessage(error, 'Failed to send reset link') };
  }
  notify.success('Password reset link sent to your email!');
  return { sentTo: email };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Forgot password | Propwash' },
  { name: 'robots', content: 'noindex' },
];

const backToLogin = (
  <AuthLink to={paths.login()} className="inline-flex items-center gap-1.5">
    <ArrowLeft className="size-4" aria-hidden /> Back to login
  </AuthLink>
);

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isSending = navigation.state === 'submitting';
  const sentTo = actionData?.sentTo;

  return (
    <AuthFrame
      title="Forgot password?"
      subtitle="We will email you a link to choose a new one."
      icon={KeyRound}
      footer={backToLogin}
    >
      {sentTo ? (
        <div className="space-y-4 text-sm text-slate-700">
          <p className="flex items-start gap-3 rounded-lg bg-success-50 p-4 text-success-700 ring-1 ring-success-600/20">
            <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
            <span>
              If an account exists for <strong className="break-all">{sentTo}</strong>, a reset link
              is on its way. It works once, within one hour.
            </span>
          </p>
          <p>
            No email after a few minutes? Check your spam folder, or{' '}
            <AuthLink to={paths.forgotPassword()} replace>
              send another link
            </AuthLink>
            .
          </p>
        </div>
      ) : (
        <Form method="post" className="space-y-4">
          {actionData?.error && <FormAlert>{actionData.error}</FormAlert>}
          <InputField
            id="forgot-email"
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
          />
          <AuthSubmit busy={isSending} busyLabel="Sending...">
            Send Reset Link
          </AuthSubmit>
        </Form>
      )}
    </AuthFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
