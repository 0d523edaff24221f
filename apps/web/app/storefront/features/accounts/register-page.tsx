import { UserPlus } from 'lucide-react';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { storefrontErrorMessage } from '#app/lib/api-client.ts';
import { paths } from '#app/lib/paths.ts';
import { signIn } from '#app/lib/session.ts';
import { register } from '#app/storefront/features/accounts/account-api.ts';
import { AuthFrame, AuthSubmit } from '#app/storefront/features/accounts/auth-frame.tsx';
import {
  fieldErrorsOf,
  loadAccountSchemas,
} from '#app/storefront/features/accounts/field-errors.ts';
import { FormAlert } from '#app/storefront/features/accounts/form-alert.tsx';
import { fieldProps, FormField } from '#app/storefront/features/accounts/form-field.tsx';
import { GoogleSignIn } from '#app/storefront/features/accounts/google-sign-in.tsx';
import { ErrorPage } from '#app/storefront/features/errors/error-page.tsx';
import { inputClassName } from '#app/ui/field-styles.ts';
import type { Route } from './+types/register-page';

type Field = 'name' | 'email' | 'password' | 'confirmPassword' | 'phone';
type RegisterResult = { error?: string; fieldErrors?: Partial<Record<Field, string>> };

export function loader({ context }: Route.LoaderArgs) {
  return { google: context.auth };
}

// See login-page.tsx: a form posted before the scripts ran lands here.
export function action(): RegisterResult {
  return {
    error: 'Please wait for the page to finish loading (JavaScript is needed to register).',
  };
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<RegisterResult> {
  const form = await request.formData();
  const value = (key: Field) => String(form.get(key) ?? '');
  // The passwords must match before anything is sent.
  if (value('password') !== value('confirmPassword')) {
    return { fieldErrors: { confirmPassword: 'Passwords do not match!' } };
  }
  const { registerBodySchema } = await loadAccountSchemas();
  const parsed = registerBodySchema.safeParse({
    name: value('name'),
    email: value('email').trim(),
    password: value('password'),
    phone: value('phone').trim(),
  });
  if (!parsed.success) return { fieldErrors: fieldErrorsOf<Field>(parsed.error) };

  try {
    signIn(await register(parsed.data));
  } catch (error) {
    return { error: storefrontErrorMessage(error, 'Registration failed') };
  }
  // A new account starts at the home page.
  throw redirect(paths.home());
}

export const meta: Route.MetaFunction = () => [
  { title: 'Create an account | Propwash' },
  { name: 'description', content: 'Create your Propwash account.' },
];

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isSubmitting = navigation.state === 'submitting';
  const errors = actionData?.fieldErrors ?? {};

  return (
    <AuthFrame
      title="Create an account"
      subtitle="It takes a minute, and checkout gets faster."
      icon={UserPlus}
      withBenefits
      footer={
        <>
          Already have an account?{' '}
          <Link
            to={paths.login()}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Login
          </Link>
        </>
      }
    >
      <Form method="post" replace className="space-y-4">
        {actionData?.error && <FormAlert>{actionData.error}</FormAlert>}
        <FormField id="register-name" label="Full name" error={errors.name}>
          <input
            {...fieldProps('register-name', errors.name)}
            name="name"
            autoComplete="name"
            required
            maxLength={80}
            className={inputClassName}
          />
        </FormField>
        <FormField id="register-email" label="Email" error={errors.email}>
          <input
            {...fieldProps('register-email', errors.email)}
            name="email"
            type="email"
            autoComplete="email"
            required
            className={inputClassName}
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="register-password"
            label="Password"
            hint="At least 8 characters"
            error={errors.password}
          >
            <input
              {...fieldProps('register-password', errors.password, true)}
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={8}
              maxLength={128}
              className={inputClassName}
            />
          </FormField>
          <FormField
            id="register-confirm-password"
            label="Confirm password"
            error={errors.confirmPassword}
          >
            <input
              {...fieldProps('register-confirm-password', errors.confirmPassword)}
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              required
              className={inputClassName}
            />
          </FormField>
        </div>
        <FormField
          id="register-phone"
          label={
            <>
              Phone <span className="font-normal text-slate-500">(optional)</span>
            </>
          }
          hint="10-digit mobile number, for delivery updates"
          error={errors.phone}
        >
          <input
            {...fieldProps('register-phone', errors.phone, true)}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={16}
            className={inputClassName}
          />
        </FormField>
        <AuthSubmit busy={isSubmitting} busyLabel="Creating account…">
          Register
        </AuthSubmit>
      </Form>
      <GoogleSignIn
        config={loaderData.google}
        mode="signup"
        linkTarget={paths.home()}
        resolveTarget={paths.home}
      />
    </AuthFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
