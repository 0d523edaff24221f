import type { AuthResult } from '@propwash/domain/accounts/schemas';
import { CircleAlert, LockKeyhole } from 'lucide-react';
import { Form, redirect, useNavigation, useSearchParams } from 'react-router';
import { ApiError, apiRequest } from '#app/lib/api-client.ts';
import { getStoredUser, getToken } from '#app/lib/auth-store.ts';
import { paths, safeRedirectPath } from '#app/lib/paths.ts';
import { signIn } from '#app/lib/session.ts';
import { Button } from '#app/ui/button.tsx';
import { Card, CardContent } from '#app/ui/card.tsx';
import { Input } from '#app/ui/input.tsx';
import { Label } from '#app/ui/label.tsx';
import { Logo } from '#app/ui/logo.tsx';
import type { Route } from './+types/admin-login-page';

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

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  if (!email || !password) return { error: 'Please enter your email and password.' };

  let result: AuthResult;
  try {
    result = await apiRequest<AuthResult>('/auth/login', {
      method: 'POST',
      body: { email, password },
      fallbackMessage: 'Login failed',
    });
  } catch (error) {
    return { error: error instanceof ApiError ? error.message : 'Login failed' };
  }

  if (result.user.role !== 'admin') {
    // Store nothing, and end the session the server just opened for this customer.
    apiRequest('/auth/logout', { method: 'POST', auth: result.token }).catch(() => {});
    return { error: DENIED };
  }
  signIn(result);
  throw redirect(nextPath(new URL(request.url)));
}

export const meta: Route.MetaFunction = () => [
  { title: 'Admin login | Propwash' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminLoginPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const isSubmitting = navigation.state === 'submitting';
  const reason = searchParams.get('reason');
  const error = actionData?.error ?? (reason ? reasonMessages[reason] : undefined);

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
            <Form method="post" replace className="space-y-4">
              <div className="space-y-1.5">
                <Label htmlFor="admin-email">Email</Label>
                <Input
                  id="admin-email"
                  name="email"
                  type="email"
                  autoComplete="username"
                  required
                  autoFocus
                />
              </div>
              <div className="space-y-1.5">
                <Label htmlFor="admin-password">Password</Label>
                <Input
                  id="admin-password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                />
              </div>
              <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
                {isSubmitting ? 'Signing in…' : 'Login'}
              </Button>
            </Form>
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
