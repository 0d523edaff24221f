import type { AccountSession } from '@propwash/domain/accounts/schemas';
import { useState, type FormEvent } from 'react';
import { storefrontErrorMessage } from '#app/lib/api-client.ts';
import { notify } from '#app/lib/notify.ts';
import { useApiData } from '#app/lib/use-api-data.ts';
import {
  changePassword,
  getSecurity,
  signOutOtherSessions,
  signOutSession,
} from '#app/storefront/features/accounts/account-api.ts';
import { SessionSummary, signOutSessionLabel } from '#app/ui/session-activity.tsx';
import { FormAlert } from '#app/ui/form-alert.tsx';
import { InputField } from '#app/ui/form-field.tsx';
import { NewPasswordFields } from '#app/storefront/features/accounts/new-password-fields.tsx';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { KeyRound, LogOut, ShieldCheck, Smartphone } from '#app/ui/icons.tsx';
import { Skeleton } from '#app/ui/skeleton.tsx';

/**
 * The profile's Security tab: change the password (or set one, for a Google-only account) and
 * the devices signed in to the account (docs/decisions/account-sessions.md).
 */
export function AccountSecuritySettings() {
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);
  // The last answer stays on screen while a change reloads it.
  const security = useApiData(String(version), getSecurity);

  if (security.error) {
    return (
      <FormAlert>{storefrontErrorMessage(security.error, 'Could not load your devices')}</FormAlert>
    );
  }
  if (!security.data) return <Skeleton className="h-72 w-full" />;
  return (
    <div className="space-y-6">
      <PasswordCard hasPassword={security.data.hasPassword} onChanged={reload} />
      <SessionsCard sessions={security.data.sessions} onChanged={reload} />
    </div>
  );
}

const cardClassName = 'rounded-card border border-slate-200 bg-white p-5 shadow-card sm:p-6';

function PasswordCard({ hasPassword, onChanged }: { hasPassword: boolean; onChanged: () => void }) {
  const [errors, setErrors] = useState<{ current?: string; confirm?: string; form?: string }>({});
  const [isSaving, setIsSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const newPassword = String(form.get('password') ?? '');
    if (newPassword !== String(form.get('confirmPassword') ?? '')) {
      setErrors({ confirm: 'Passwords do not match!' });
      return;
    }
    setIsSaving(true);
    try {
      const currentPassword = hasPassword ? String(form.get('currentPassword') ?? '') : undefined;
      const { endedSessions } = await changePassword({ currentPassword, newPassword });
      setErrors({});
      formElement.reset();
      notify.success(
        endedSessions > 0
          ? `Password changed. ${endedSessions} other ${endedSessions === 1 ? 'device was' : 'devices were'} signed out.`
          : 'Password changed.',
      );
      onChanged();
    } catch (error) {
      const message = storefrontErrorMessage(error, 'Failed to change password');
      // The server names the field first ("currentPassword: Current password is incorrect").
      setErrors(
        message.startsWith('currentPassword: ')
          ? { current: message.slice('currentPassword: '.length) }
          : { form: message.replace(/^newPassword: /, '') },
      );
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <section aria-labelledby="security-password" className={cardClassName}>
      <h2
        id="security-password"
        className="flex items-center gap-2 text-lg font-bold text-brand-950"
      >
        <KeyRound className="size-5 text-brand-700" aria-hidden />
        {hasPassword ? 'Change password' : 'Set a password'}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {hasPassword
          ? 'Your other devices are signed out when you change it; this one stays signed in.'
          : 'You sign in with Google. Set a password to sign in with your email too.'}
      </p>
      <form
        onSubmit={(event) => void onSubmit(event)}
        className="mt-4 grid gap-4 sm:max-w-md"
        noValidate
      >
        {errors.form && <FormAlert>{errors.form}</FormAlert>}
        {hasPassword && (
          <InputField
            id="security-current-password"
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            error={errors.current}
          />
        )}
        <NewPasswordFields
          password={{ id: 'security-new-password', label: 'New password' }}
          confirm={{
            id: 'security-confirm-password',
            label: 'Confirm new password',
            error: errors.confirm,
          }}
        />
        <div>
          <button type="submit" disabled={isSaving} className={buttonVariants()}>
            {isSaving ? 'Saving…' : hasPassword ? 'Change password' : 'Set password'}
          </button>
        </div>
      </form>
    </section>
  );
}

function SessionsCard({
  sessions,
  onChanged,
}: {
  sessions: AccountSession[];
  onChanged: () => void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const others = sessions.filter((s) => !s.isCurrent).length;

  async function run(key: string, action: () => Promise<unknown>, done: string) {
    setBusy(key);
    try {
      await action();
      notify.success(done);
    } catch (error) {
      notify.error(storefrontErrorMessage(error, 'Something went wrong'));
    } finally {
      setBusy(null);
      onChanged();
    }
  }

  return (
    <section aria-labelledby="security-devices" className={cardClassName}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2
            id="security-devices"
            className="flex items-center gap-2 text-lg font-bold text-brand-950"
          >
            <ShieldCheck className="size-5 text-brand-700" aria-hidden />
            Signed-in devices
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Sign out a device you no longer use or do not recognise.
          </p>
        </div>
        {others > 0 && (
          <button
            type="button"
            disabled={busy !== null}
            onClick={() =>
              void run('others', signOutOtherSessions, 'Signed out of every other device.')
            }
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <LogOut aria-hidden /> Sign out everywhere else
          </button>
        )}
      </div>
      <ul aria-label="Signed-in devices" className="mt-4 divide-y divide-slate-100">
        {sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center gap-3 py-3">
            <Smartphone className="size-5 shrink-0 text-slate-500" aria-hidden />
            <SessionSummary
              session={s}
              nameClassName="font-semibold text-slate-900"
              currentBadge={
                <span className="ml-2 rounded-full bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-700 ring-1 ring-success-600/20">
                  This device
                </span>
              }
            />
            {!s.isCurrent && (
              <button
                type="button"
                disabled={busy !== null}
                onClick={() =>
                  void run(s.id, () => signOutSession(s.id), `Signed out of ${s.device}.`)
                }
                className={buttonVariants({ variant: 'ghost', size: 'sm' })}
                aria-label={signOutSessionLabel(s)}
              >
                Sign out
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
