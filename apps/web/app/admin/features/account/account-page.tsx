import { changePasswordBodySchema, type AccountSession } from '@propwash/domain/accounts/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, LogOut, Monitor, ShieldCheck, Smartphone } from 'lucide-react';
import { z } from 'zod';
import {
  accountKeys,
  changePassword,
  securityQueryOptions,
  signOutOtherSessions,
  signOutSession,
} from '#app/admin/features/account/account.queries.ts';
import { AdminForm, submitWith } from '#app/admin/ui/form-dialog.tsx';
import { FormAlert, TextField } from '#app/admin/ui/form-field.tsx';
import { SessionSummary, signOutSessionLabel } from '#app/ui/session-activity.tsx';
import { formSchema, useSchemaForm } from '#app/admin/ui/form-schema.ts';
import { LoadError } from '#app/admin/ui/list-states.tsx';
import { PageHeader } from '#app/admin/ui/page-header.tsx';
import { Badge } from '#app/ui/badge.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#app/ui/card.tsx';
import { Skeleton } from '#app/ui/skeleton.tsx';
import { toast } from '#app/ui/toaster.tsx';
import type { Route } from './+types/account-page';

export const meta: Route.MetaFunction = () => [{ title: 'My account | Propwash Admin' }];

/** The signed-in admin's own password and devices (docs/decisions/account-sessions.md). */
export default function AccountPage() {
  const security = useQuery(securityQueryOptions());
  return (
    <div className="space-y-6">
      <PageHeader title="My account">
        Your password and the devices signed in to your admin account.
      </PageHeader>
      {security.isPending ? (
        <Skeleton className="h-72 w-full" />
      ) : security.isError ? (
        <LoadError title="Could not load your account" message={security.error.message} />
      ) : (
        <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
          <PasswordCard hasPassword={security.data.hasPassword} />
          <SessionsCard sessions={security.data.sessions} />
        </div>
      )}
    </div>
  );
}

const passwordFields = z.object({
  currentPassword: z.string(),
  newPassword: z.string(),
  confirmPassword: z.string(),
});

function PasswordCard({ hasPassword }: { hasPassword: boolean }) {
  const queryClient = useQueryClient();
  const schema = formSchema(
    passwordFields.refine((v) => v.newPassword === v.confirmPassword, {
      path: ['confirmPassword'],
      message: 'Passwords do not match',
    }),
    ({ currentPassword, newPassword }) => ({
      currentPassword: hasPassword ? currentPassword : undefined,
      newPassword,
    }),
    changePasswordBodySchema,
  );
  const form = useSchemaForm(schema, { currentPassword: '', newPassword: '', confirmPassword: '' });
  const save = useMutation({
    mutationFn: changePassword,
    onSuccess: ({ endedSessions }) => {
      form.reset();
      toast.success(
        endedSessions > 0
          ? `Password changed. ${endedSessions} other ${endedSessions === 1 ? 'device was' : 'devices were'} signed out.`
          : 'Password changed.',
      );
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-brand-700" aria-hidden />
          {hasPassword ? 'Change password' : 'Set a password'}
        </CardTitle>
        <CardDescription>
          {hasPassword
            ? 'Your other devices are signed out when you change it; this one stays signed in.'
            : 'You sign in with Google. Set a password to sign in with your email too.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <AdminForm
          form={form}
          idPrefix="account"
          onSubmit={(event) => void submitWith(form, (body) => save.mutateAsync(body))(event)}
          className="grid max-w-md gap-4"
        >
          {hasPassword && (
            <TextField
              name="currentPassword"
              label="Current password"
              type="password"
              autoComplete="current-password"
            />
          )}
          <TextField
            name="newPassword"
            label="New password"
            hint="At least 8 characters"
            type="password"
            autoComplete="new-password"
          />
          <TextField
            name="confirmPassword"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
          />
          <FormAlert />
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : hasPassword ? 'Change password' : 'Set password'}
            </Button>
          </div>
        </AdminForm>
      </CardContent>
    </Card>
  );
}

function SessionsCard({ sessions }: { sessions: AccountSession[] }) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: accountKeys.all });
  const one = useMutation({
    mutationFn: (s: AccountSession) => signOutSession(s.id),
    onSuccess: (_, s) => toast.success(`Signed out of ${s.device}.`),
    onError: (error) => toast.error(error.message),
    onSettled: refresh,
  });
  const others = useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: () => toast.success('Signed out of every other device.'),
    onError: (error) => toast.error(error.message),
    onSettled: refresh,
  });
  const busy = one.isPending || others.isPending;
  const otherCount = sessions.filter((s) => !s.isCurrent).length;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <ShieldCheck className="size-5 text-brand-700" aria-hidden />
            Signed-in devices
          </CardTitle>
          <CardDescription>
            Sign out a device you no longer use or do not recognise.
          </CardDescription>
        </div>
        {otherCount > 0 && (
          <Button variant="outline" size="sm" disabled={busy} onClick={() => others.mutate()}>
            <LogOut aria-hidden /> Sign out everywhere else
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <ul aria-label="Signed-in devices" className="divide-y divide-slate-100">
          {sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-3 py-3">
              {/Android|iPhone|iPad/.test(s.device) ? (
                <Smartphone className="size-5 shrink-0 text-slate-500" aria-hidden />
              ) : (
                <Monitor className="size-5 shrink-0 text-slate-500" aria-hidden />
              )}
              <SessionSummary
                session={s}
                nameClassName="flex flex-wrap items-center gap-2 font-medium text-slate-900"
                currentBadge={<Badge variant="success">This device</Badge>}
              />
              {!s.isCurrent && (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  onClick={() => one.mutate(s)}
                  aria-label={signOutSessionLabel(s)}
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
