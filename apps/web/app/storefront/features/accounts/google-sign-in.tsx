import type { AuthConfig } from '@propwash/domain/accounts/schemas';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { storefrontErrorMessage } from '#app/lib/api-client.ts';
import { notify } from '#app/lib/notify.ts';
import { paths } from '#app/lib/paths.ts';
import { rememberLoginRedirect, signIn } from '#app/lib/session.ts';
import { googleLogin } from '#app/storefront/features/accounts/account-api.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';

/** The part of Google Identity Services (accounts.google.com/gsi/client) this screen uses. */
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(config: {
        client_id: string;
        callback: (response: { credential?: string }) => void;
        ux_mode?: 'popup';
        cancel_on_tap_outside?: boolean;
      }): void;
      renderButton(
        parent: HTMLElement,
        options: {
          type?: 'standard';
          theme?: 'outline';
          size?: 'large';
          text?: 'signin_with' | 'signup_with' | 'continue_with';
          shape?: 'rectangular';
          logo_alignment?: 'left' | 'center';
          width?: number;
        },
      ): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const GSI_SRC = 'https://accounts.google.com/gsi/client';
let gsiScript: Promise<GoogleIdentity> | undefined;

/** Loads Google's script once, only on the screens that show the button. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  gsiScript ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SRC;
    script.async = true;
    script.onload = () =>
      window.google ? resolve(window.google) : reject(new Error('Google sign-in did not load'));
    script.onerror = () => {
      gsiScript = undefined;
      script.remove();
      reject(new Error('Google sign-in did not load'));
    };
    document.head.append(script);
  });
  return gsiScript;
}

type GoogleStatus = 'loading' | 'ready' | 'signing-in' | 'unavailable';

/**
 * Google sign-in, shown only when the shop has a Google client id: Google's own button (pop-up,
 * ID token verified by the server) and, when the server offers the redirect flow, a plain link,
 * which becomes the main button if Google's script cannot load (blocked, offline, old browser).
 */
export function GoogleSignIn({
  config,
  linkTarget,
  resolveTarget,
  mode,
}: {
  config: AuthConfig;
  /** Same-site path for the redirect link (known on the server too). */
  linkTarget: string;
  /** The path to open after signing in, worked out in the browser when it is needed. */
  resolveTarget: () => string;
  mode: 'signin' | 'signup';
}) {
  const { googleClientId, googleRedirect } = config;
  const [status, setStatus] = useState<GoogleStatus>('loading');
  if (!googleClientId) return null;

  const redirectLink = (className: string, children: ReactNode) => (
    <a
      href={paths.googleStart(linkTarget)}
      // The server sends the browser back to /auth/callback, which reads this.
      onClick={() => rememberLoginRedirect(resolveTarget())}
      className={className}
    >
      {children}
    </a>
  );

  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-xs font-medium tracking-wider text-slate-500 uppercase">
        <span className="h-px flex-1 bg-slate-200" aria-hidden />
        or
        <span className="h-px flex-1 bg-slate-200" aria-hidden />
      </div>
      {status !== 'unavailable' && (
        <GoogleButton
          clientId={googleClientId}
          resolveTarget={resolveTarget}
          mode={mode}
          status={status}
          onStatus={setStatus}
        />
      )}
      {status === 'unavailable' ? (
        googleRedirect ? (
          redirectLink(
            buttonVariants({ variant: 'outline', size: 'lg', className: 'mt-4 w-full' }),
            <>
              <GoogleMark /> Continue with Google
            </>,
          )
        ) : (
          <p className="mt-4 text-center text-sm text-slate-500">
            Google sign-in is not available right now. Please use your email and password.
          </p>
        )
      ) : (
        googleRedirect && (
          <p className="mt-3 text-center text-sm text-slate-600">
            Pop-up blocked?{' '}
            {redirectLink(
              'font-semibold text-brand-700 underline-offset-4 hover:underline',
              'Continue with Google',
            )}
          </p>
        )
      )}
    </div>
  );
}

/** Google's "G", for the redirect button (brand colours as Google publishes them). */
function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

function GoogleButton({
  clientId,
  resolveTarget,
  mode,
  status,
  onStatus,
}: {
  clientId: string;
  resolveTarget: () => string;
  mode: 'signin' | 'signup';
  status: GoogleStatus;
  onStatus: (status: GoogleStatus) => void;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  const onCredential = useEffectEvent(async (credential: string | undefined) => {
    if (!credential) return;
    onStatus('signing-in');
    try {
      const result = await googleLogin(credential);
      signIn(result);
      await navigate(resolveTarget(), { replace: true });
    } catch (error) {
      notify.error(storefrontErrorMessage(error, 'Google sign-in failed'));
      onStatus('ready');
    }
  });
  const reportStatus = useEffectEvent(onStatus);

  useEffect(() => {
    let isCurrent = true;
    loadGoogleIdentity()
      .then((google) => {
        const container = containerRef.current;
        if (!isCurrent || !container) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => void onCredential(response.credential),
          ux_mode: 'popup',
          cancel_on_tap_outside: true,
        });
        google.accounts.id.renderButton(container, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'rectangular',
          logo_alignment: 'center',
          text: mode === 'signup' ? 'signup_with' : 'continue_with',
          // Google's button is 200–400 px wide; match the form where it can.
          width: Math.max(200, Math.min(400, container.offsetWidth)),
        });
        reportStatus('ready');
      })
      .catch(() => {
        if (isCurrent) reportStatus('unavailable');
      });
    return () => {
      isCurrent = false;
    };
  }, [clientId, mode]);

  return (
    <div className="mt-4">
      <div
        ref={containerRef}
        className="flex min-h-11 w-full justify-center"
        aria-busy={status === 'loading' || status === 'signing-in'}
      />
      {status === 'signing-in' && (
        <p role="status" className="mt-2 text-center text-sm text-slate-600">
          Signing in with Google…
        </p>
      )}
    </div>
  );
}
