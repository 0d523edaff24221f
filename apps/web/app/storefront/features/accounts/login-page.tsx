import { LogIn } from '#app/ui/icons.tsx';
import { Form, redirect, useNavigation, useSearchParams } from 'react-router';
import { storefrontErrorMessage } from '#app/lib/api-client.ts';
import { paths } from '#app/lib/paths.ts';
import { loginTarget, signIn, takeLoginRedirect } from '#app/lib/session.ts';
import { login } from '#app/storefront/features/accounts/account-api.ts';
import { AuthFrame, AuthLink, AuthSubmit } from '#app/storefront/features/accounts/auth-frame.tsx';
import { FormAlert } from '#app/ui/form-alert.tsx';
import { InputField } from '#app/ui/form-field.tsx';
import { GoogleSignIn } from '#app/storefront/features/accounts/google-sign-in.tsx';
import { CodeSignIn } from '#app/storefront/features/accounts/code-sign-in.tsx';
import { ErrorPage } from '#app/ui/error-page.tsx';
import { checkboxClassName } from '#app/ui/field-styles.ts';
import type { Route } from './+types/login-page';

export function loader({ context }: Route.LoaderArgs) {
  return { google: context.auth };
}

// The session lives in the browser (localStorage), so signing in needs JavaScript; a form posted
// before the page's scripts ran lands here instead of on an error page.
export function action() {
  return { error: 'Please wait for the page to finish loading (JavaScript is needed to sign in).' };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  if (!email || !password) return { error: 'Please enter your email and password.' };

  let result;
  try {
    result = await login({ email, password, rememberMe: form.get('rememberMe') === 'true' });
  } catch (error) {
    return { error: storefrontErrorMessage(error, 'Login failed') };
  }
  signIn(result);
  const url = new URL(request.url);
  throw redirect(loginTarget(url.searchParams.get('redirect'), takeLoginRedirect()));
}

export const meta: Route.MetaFunction = () => [
  { title: 'Login | Propwash' },
  { name: 'description', content: 'Sign in to your Propwash account.' },
];

const AUTH_FAILED =
  'We could not complete your Google sign-in. Please try again, or sign in with your email and password.';

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const isSubmitting = navigation.state === 'submitting';
  const redirectParam = searchParams.get('redirect');
  // Sent here from checkout: say why, and that the cart waits (it merges on sign-in).
  const isFromCheckout = redirectParam?.startsWith(paths.checkout()) === true;
  const error =
    actionData?.error ?? (searchParams.get('error') === 'auth_failed' ? AUTH_FAILED : undefined);
  const isPasswordReset = searchParams.get('reset') === 'done';
  // "?with=code": sign in with a six-digit code (docs/decisions/sign-in-with-a-code.md).
  const isWithCode = searchParams.get('with') === 'code';
  const switchTo = (withCode: boolean) => {
    const next = new URLSearchParams(searchParams);
    next.delete('error');
    next.delete('reset');
    if (withCode) next.set('with', 'code');
    else next.delete('with');
    const query = next.toString();
    return query ? `?${query}` : '?';
  };

  return (
    <AuthFrame
      title="Login"
      subtitle={
        isFromCheckout
          ? 'Sign in or create an account to check out; your cart is kept.'
          : 'Welcome back! Sign in to your account.'
      }
      icon={LogIn}
      withBenefits
      footer={
        <>
          Don&apos;t have an account? <AuthLink to={paths.register()}>Register</AuthLink>
        </>
      }
    >
      {isWithCode ? (
        <CodeSignIn target={() => loginTarget(redirectParam, takeLoginRedirect())} />
      ) : (
        <Form method="post" replace className="space-y-4">
          {/* React escapes this text; the server's message is never read as HTML. */}
          {error && <FormAlert>{error}</FormAlert>}
          {isPasswordReset && !error && (
            <FormAlert tone="success">
              Your password was changed. Sign in with your new password.
            </FormAlert>
          )}
          <InputField
            id="login-email"
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            required
          />
          <InputField
            id="login-password"
            label="Password"
            action={
              <AuthLink to={paths.forgotPassword()} className="text-sm">
                Forgot Password?
              </AuthLink>
            }
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          <label className="flex w-fit items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" name="rememberMe" value="true" className={checkboxClassName} />
            Remember me
          </label>
          <AuthSubmit busy={isSubmitting} busyLabel="Signing in…">
            Login
          </AuthSubmit>
        </Form>
      )}
      <p className="mt-4 text-center text-sm">
        <AuthLink to={switchTo(!isWithCode)} replace>
          {isWithCode ? 'Sign in with your password instead' : 'Sign in with a code instead'}
        </AuthLink>
      </p>
      <GoogleSignIn
        config={loaderData.google}
        mode="signin"
        linkTarget={loginTarget(redirectParam)}
        resolveTarget={() => loginTarget(redirectParam, takeLoginRedirect())}
      />
    </AuthFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
