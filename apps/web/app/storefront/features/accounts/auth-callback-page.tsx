import { redirect } from 'react-router';
import { paths } from '#app/lib/paths.ts';
import { loginTarget, signIn, takeLoginRedirect } from '#app/lib/session.ts';
import { readAuthHandoff } from '#app/storefront/features/accounts/auth-handoff.ts';
import { CompletingSignIn } from '#app/storefront/features/accounts/completing-sign-in.tsx';
import type { Route } from './+types/auth-callback-page';

/**
 * The sign-in callback: Google's redirect flow lands here with `#token=…&user=…&redirect=…`.
 * The fragment never reaches the server, so this runs in the browser only.
 */
export async function clientLoader() {
  const params = new URLSearchParams(window.location.hash.slice(1));
  // The token must not stay in the address bar or in the history entry.
  window.history.replaceState(window.history.state, '', window.location.pathname);
  const handoff = await readAuthHandoff(params);
  if (!handoff) throw redirect(paths.login(undefined, { error: 'auth_failed' }));
  signIn(handoff);
  throw redirect(loginTarget(takeLoginRedirect(), params.get('redirect')));
}

export const meta: Route.MetaFunction = () => [
  { title: 'Signing in | Propwash' },
  { name: 'robots', content: 'noindex' },
];

export function HydrateFallback() {
  return <CompletingSignIn />;
}

export default function AuthCallbackPage() {
  return <CompletingSignIn />;
}
