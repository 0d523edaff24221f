import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { storefrontErrorMessage } from '#app/lib/api-client.ts';
import { signIn } from '#app/lib/session.ts';
import {
  requestSignInCode,
  verifySignInCode,
} from '#app/storefront/features/accounts/account-api.ts';
import { AuthSubmit } from '#app/storefront/features/accounts/auth-frame.tsx';
import { checkboxClassName } from '#app/ui/field-styles.ts';
import { FormAlert } from '#app/ui/form-alert.tsx';
import { InputField } from '#app/ui/form-field.tsx';

type Contact = { phone: string } | { email: string };

const MOBILE = /^(\+91|0)?[6-9]\d{9}$/;

/**
 * What was typed as a mobile number (ten digits, as the server keeps it) or an email; null when
 * it is neither. The server checks again; this only saves a round trip for a typo.
 */
function contactOf(typed: string): Contact | null {
  const text = typed.trim();
  if (text.includes('@')) return /^\S+@\S+\.\S+$/.test(text) ? { email: text } : null;
  const digits = text.replace(/[\s-]/g, '');
  return MOBILE.test(digits) ? { phone: digits.slice(-10) } : null;
}

/** A countdown of whole seconds: set it, and it ticks down to zero. */
function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  const isCounting = left > 0;
  useEffect(() => {
    if (!isCounting) return;
    const timer = window.setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [isCounting]);
  return [left, setLeft];
}

/**
 * Sign in with a six-digit code on WhatsApp or by email (docs/decisions/sign-in-with-a-code.md):
 * a mobile number or an email first, then the code; another code after the server's wait.
 */
export function CodeSignIn({ target }: { target: () => string }) {
  const navigate = useNavigate();
  const [contact, setContact] = useState<Contact | null>(null);
  const [sent, setSent] = useState('');
  const [error, setError] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [resendIn, setResendIn] = useCountdown();

  async function send(to: Contact) {
    setIsBusy(true);
    setError('');
    try {
      const answer = await requestSignInCode(to);
      setContact(to);
      setSent(answer.message);
      setResendIn(answer.resendAfterSeconds);
    } catch (err) {
      setError(storefrontErrorMessage(err, 'We could not send a code. Please try again.'));
    } finally {
      setIsBusy(false);
    }
  }

  function onAsk(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('contact') ?? '');
    const to = contactOf(typed);
    if (!to) {
      setError('Enter a 10-digit mobile number or an email address.');
      return;
    }
    void send(to);
  }

  async function onVerify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!contact) return;
    const form = new FormData(event.currentTarget);
    const code = String(form.get('code') ?? '').replace(/\s/g, '');
    if (!/^\d{6}$/.test(code)) {
      setError('Enter the six digits of the code.');
      return;
    }
    setIsBusy(true);
    setError('');
    try {
      const result = await verifySignInCode({
        ...contact,
        code,
        rememberMe: form.get('rememberMe') === 'true',
      });
      signIn(result);
      await navigate(target(), { replace: true });
    } catch (err) {
      setError(storefrontErrorMessage(err, 'We could not sign you in with that code.'));
      setIsBusy(false);
    }
  }

  if (!contact) {
    return (
      // Keyed: the code step must not inherit this step's input and its typed text.
      <form key="ask" onSubmit={onAsk} className="space-y-4" noValidate>
        {error && <FormAlert>{error}</FormAlert>}
        <InputField
          id="code-contact"
          label="Mobile number or email"
          hint="We send a six-digit code on WhatsApp, or by email."
          name="contact"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          required
        />
        <AuthSubmit busy={isBusy} busyLabel="Sending…">
          Send me a code
        </AuthSubmit>
      </form>
    );
  }

  return (
    <form key="verify" onSubmit={onVerify} className="space-y-4" noValidate>
      {error ? <FormAlert>{error}</FormAlert> : <FormAlert tone="success">{sent}</FormAlert>}
      <InputField
        id="code-digits"
        label="Six-digit code"
        hint={`Sent for ${'phone' in contact ? `+91 ${contact.phone.slice(0, 5)} ${contact.phone.slice(5)}` : contact.email}`}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        style={{ letterSpacing: '0.3em' }}
        required
        autoFocus
      />
      <label className="flex w-fit items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" name="rememberMe" value="true" className={checkboxClassName} />
        Remember me
      </label>
      <AuthSubmit busy={isBusy} busyLabel="Signing in…">
        Sign in
      </AuthSubmit>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm">
        <button
          type="button"
          className="font-semibold text-brand-700 underline-offset-4 enabled:hover:underline disabled:font-normal disabled:text-slate-500"
          disabled={isBusy || resendIn > 0}
          onClick={() => void send(contact)}
        >
          {resendIn > 0 ? `Send a new code in ${resendIn} s` : 'Send a new code'}
        </button>
        <button
          type="button"
          className="text-slate-600 underline-offset-4 hover:underline"
          onClick={() => {
            setContact(null);
            setError('');
          }}
        >
          Use another number or email
        </button>
      </div>
    </form>
  );
}
