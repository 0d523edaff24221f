import { redirect } from 'react-router';
import { paths } from '#app/lib/paths.ts';
import { signIn } from '#app/lib/session.ts';
import { readAuthHandoff } from '#app/storefront/features/accounts/auth-handoff.ts';
import { CompletingSignIn } from '#app/storefront/features/accounts/completing-sign-in.tsx';
import type { Route } from './+types/auth-success-page';

/** The older sign-in callback, kept for old links: token and user in the query, then /profile. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const handoff = await readAuthHandoff(new URL(request.url).searchParams);
  // The redirect below replaces this history entry, so the token leaves the address bar too.
  if (!handoff) throw redirect(paths.login(undefined, { error: 'auth_failed' }));
  signIn(handoff);
  throw redirect(paths.profile());
}

export const meta: Route.MetaFunction = () => [
  { title: 'Signing in | Propwash' },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

export function HydrateFallback() {
  return <CompletingSignIn />;
}

export default function AuthSuccessPage() {
  return <CompletingSignIn />;
}
