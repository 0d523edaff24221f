import {
  loginBodySchema,
  type AuthResult,
  type LoginBody,
} from '@propwash/domain/accounts/schemas';
import { CircleAlert, LockKeyhole } from 'lucide-react';
import { redirect, useNavigate, useSearchParams } from 'react-router';
import { TextField } from '#app/admin/ui/form-field.tsx';
import { useSchemaForm } from '#app/admin/ui/form-schema.ts';
import { ApiError, apiRequest } from '#app/lib/api-client.ts';
import { getStoredUser, getToken } from '#app/lib/auth-store.ts';
import { paths, safeRedirectPath } from '#app/lib/paths.ts';
import { signIn } from '#app/lib/session.ts';
import { Button } from '#app/ui/button.tsx';
import { Card, CardContent } from '#app/ui/card.tsx';
import { Logo } from '#app/ui/logo.tsx';
import type { Route } from './+types/admin-login-page';
import { AdminForm } from '#app/admin/ui/form-dialog.tsx';

const DENIED = 'Access denied. Admin privileges required.';
const reasonMessages: Record<string, string> = {
  expired: 'Session expired. Please login again.',
  denied: DENIED,
};

function nextPath(url: URL) {
  const next = safeRedirectPath(url.searchParams.get('next'), paths.admin.dashboard());
  return next.startsWith('/admin') && !next.startsWith('/admin/login')
    ? next
    : paths.admin.dashboard();
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // Already signed in as admin: the shell re-checks the session with the server anyway.
  if (getToken() && getStoredUser()?.role === 'admin')
    throw redirect(nextPath(new URL(request.url)));
  return null;
}

/** Signs in with the domain's login schema; only an admin's session is kept. */
async function signInAdmin(body: LoginBody): Promise<string | null> {
  let result: AuthResult;
  try {
    result = await apiRequest<AuthResult>('/auth/login', {
      method: 'POST',
      body,
      fallbackMessage: 'Login failed',
    });
  } catch (error) {
    return error instanceof ApiError ? error.message : 'Login failed';
  }
  if (result.user.role !== 'admin') {
    // Store nothing, and end the session the server just opened for this customer.
    apiRequest('/auth/logout', { method: 'POST', auth: result.token }).catch(() => {});
    return DENIED;
  }
  signIn(result);
  return null;
}

export const meta: Route.MetaFunction = () => [
  { title: 'Admin login | Propwash' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminLoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const form = useSchemaForm(loginBodySchema, { email: '', password: '' });
  const { isSubmitting, errors } = form.formState;
  const reason = searchParams.get('reason');
  const error = errors.root?.server?.message ?? (reason ? reasonMessages[reason] : undefined);
  const onSubmit = form.handleSubmit(async (body) => {
    const refused = await signInAdmin(body);
    if (refused) form.setError('root.server', { type: 'server', message: refused });
    else await navigate(nextPath(new URL(window.location.href)), { replace: true });
  });

  return (
    <main className="relative flex min-h-dvh items-center justify-center overflow-hidden bg-brand-950 px-4 py-10">
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(circle_at_15%_20%,var(--color-brand-700)_0,transparent_40%),radial-gradient(circle_at_90%_85%,var(--color-accent-700)_0,transparent_30%)] opacity-60"
      />
      <div className="relative w-full max-w-sm">
        <div className="mb-6 flex justify-center">
          <Logo tone="light" />
        </div>
        <Card className="shadow-lift">
          <CardContent className="p-6 sm:p-8">
            <div className="mb-6 flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <LockKeyhole className="size-5" aria-hidden />
              </span>
              <div>
                <h1 className="text-xl font-bold text-slate-900">Admin sign in</h1>
                <p className="text-sm text-slate-600">Back-office for shop staff</p>
              </div>
            </div>
            {error && (
              <p
                role="alert"
                className="mb-5 flex items-start gap-2 rounded-lg bg-danger-50 p-3 text-sm text-danger-700 ring-1 ring-danger-600/20"
              >
                <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
                {error}
              </p>
            )}
            <AdminForm form={form} idPrefix="admin" onSubmit={onSubmit} className="space-y-4">
              <TextField
                name="email"
                label="Email"
                type="email"
                autoComplete="username"
                required
                autoFocus
              />
              <TextField
                name="password"
                label="Password"
                type="password"
                autoComplete="current-password"
                required
              />
              <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
                {isSubmitting ? 'Signing in…' : 'Login'}
              </Button>
            </AdminForm>
          </CardContent>
        </Card>
        <p className="mt-6 text-center text-sm text-brand-200">
          Not staff?{' '}
          <a href="/" className="font-semibold text-white underline-offset-4 hover:underline">
            Go to the shop
          </a>
        </p>
      </div>
    </main>
  );
}
