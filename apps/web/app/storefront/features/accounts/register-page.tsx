import type { AuthResult } from '@propwash/domain/accounts/schemas';
import { UserPlus } from '#app/ui/icons.tsx';
import { Form, redirect, useNavigation } from 'react-router';
import { storefrontErrorMessage } from '#app/lib/api-client.ts';
import { paths } from '#app/lib/paths.ts';
import { signIn } from '#app/lib/session.ts';
import { register } from '#app/storefront/features/accounts/account-api.ts';
import { AuthFrame, AuthLink, AuthSubmit } from '#app/storefront/features/accounts/auth-frame.tsx';
import {
  fieldErrorsOf,
  loadAccountSchemas,
} from '#app/storefront/features/accounts/field-errors.ts';
import { FormAlert } from '#app/ui/form-alert.tsx';
import { InputField, NameField, PhoneField } from '#app/ui/form-field.tsx';
import { NewPasswordFields } from '#app/storefront/features/accounts/new-password-fields.tsx';
import { GoogleSignIn } from '#app/storefront/features/accounts/google-sign-in.tsx';
import { grantEmailOffersAtRegistration } from '#app/storefront/features/accounts/privacy-api.ts';
import { checkboxClassName } from '#app/ui/field-styles.ts';
import { ErrorPage } from '#app/ui/error-page.tsx';
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

  let result: AuthResult;
  try {
    result = await register(parsed.data);
  } catch (error) {
    return { error: storefrontErrorMessage(error, 'Registration failed') };
  }
  // The optional newsletter box, unticked unless the visitor ticks it
  // (docs/decisions/privacy-and-consent.md). The account exists whatever this answers; the choice
  // can be made again on the Privacy & data page.
  if (form.get('emailOffers') === 'true') {
    await grantEmailOffersAtRegistration(result.token).catch(() => {});
  }
  signIn(result);
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
          Already have an account? <AuthLink to={paths.login()}>Login</AuthLink>
        </>
      }
    >
      <Form method="post" replace className="space-y-4">
        {actionData?.error && <FormAlert>{actionData.error}</FormAlert>}
        <NameField id="register-name" error={errors.name} required />
        <InputField
          id="register-email"
          label="Email"
          error={errors.email}
          name="email"
          type="email"
          autoComplete="email"
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <NewPasswordFields
            password={{ id: 'register-password', label: 'Password', error: errors.password }}
            confirm={{
              id: 'register-confirm-password',
              label: 'Confirm password',
              error: errors.confirmPassword,
            }}
          />
        </div>
        <PhoneField
          id="register-phone"
          label={
            <>
              Phone <span className="font-normal text-slate-500">(optional)</span>
            </>
          }
          hint="10-digit mobile number, for delivery updates"
          error={errors.phone}
        />
        <label className="flex items-start gap-2.5 text-sm text-slate-700">
          <input
            type="checkbox"
            name="emailOffers"
            value="true"
            className={`${checkboxClassName} mt-0.5`}
          />
          <span>Send me offers and new arrivals by email (optional)</span>
        </label>
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
