import { useState, type FormEvent } from 'react';
import type { GrievancePublic, GrievanceStatus } from '@propwash/domain/legal/grievances';
import { formatIndiaTime } from '@propwash/domain/india-time';
import { ApiError, storefrontErrorMessage } from '#app/lib/api-client.ts';
import { cx } from '#app/lib/cx.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { fieldErrorClassName, inputClassName, labelClassName } from '#app/ui/field-styles.ts';
import { FormAlert } from '#app/ui/form-alert.tsx';
import { Search } from '#app/ui/icons.tsx';
import { fieldErrorsOf, lookupGrievance, type FieldErrors } from './grievance-api.ts';

type Field = 'ticket' | 'email';

const statusLook: Record<GrievanceStatus, { label: string; className: string }> = {
  open: { label: 'Received', className: 'bg-amber-100 text-amber-900' },
  acknowledged: { label: 'Acknowledged', className: 'bg-brand-100 text-brand-900' },
  resolved: { label: 'Resolved', className: 'bg-success-50 text-success-700' },
  rejected: { label: 'Closed', className: 'bg-slate-200 text-slate-800' },
};

/** GET /api/grievances/lookup: a ticket's status, dates and reply, for its number and email. */
export function TicketLookup({ initialTicket }: { initialTicket: string }) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [found, setFound] = useState<GrievancePublic | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setIsBusy(true);
    setFailure(null);
    try {
      setFound(await lookupGrievance(String(data.get('ticket')), String(data.get('email'))));
      setErrors({});
    } catch (error) {
      setFound(null);
      const byField = fieldErrorsOf(error, ['ticket', 'email'] as const);
      setErrors(byField);
      if (Object.keys(byField).length === 0) {
        setFailure(
          error instanceof ApiError && error.status === 404
            ? 'No ticket matches this ticket number and email address. Check both and try again.'
            : storefrontErrorMessage(error, 'Could not look the ticket up'),
        );
      }
    } finally {
      setIsBusy(false);
    }
  }

  const field = (name: Field, label: string, props: Record<string, string>) => (
    <div className="min-w-0 flex-1 space-y-1.5">
      <label htmlFor={`lookup-${name}`} className={labelClassName}>
        {label}
      </label>
      <input
        id={`lookup-${name}`}
        name={name}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `lookup-${name}-error` : undefined}
        className={inputClassName}
        {...props}
      />
      {errors[name] && (
        <p id={`lookup-${name}-error`} className={fieldErrorClassName}>
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <div className="space-y-4">
      <form
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        className="flex flex-col gap-4 sm:flex-row sm:items-start"
      >
        {field('ticket', 'Ticket number', {
          defaultValue: initialTicket,
          placeholder: 'GRV-7KQ2MX9P',
          autoCapitalize: 'characters',
          spellCheck: 'false',
          className: `${inputClassName} font-mono uppercase`,
        })}
        {field('email', 'Email you filed it with', { type: 'email', autoComplete: 'email' })}
        <button
          type="submit"
          disabled={isBusy}
          className={cx(buttonVariants({ variant: 'outline' }), 'sm:mt-6')}
        >
          <Search aria-hidden />
          {isBusy ? 'Looking...' : 'Look up'}
        </button>
      </form>
      {failure && <FormAlert>{failure}</FormAlert>}
      {found && <TicketCard ticket={found} />}
    </div>
  );
}

function TicketCard({ ticket: t }: { ticket: GrievancePublic }) {
  const look = statusLook[t.status];
  const rows: [string, string][] = [
    ['Received', formatIndiaTime(t.createdAt)],
    t.acknowledgedAt
      ? ['Acknowledged', formatIndiaTime(t.acknowledgedAt)]
      : ['To be acknowledged by', formatIndiaTime(t.acknowledgeBy)],
    t.closedAt
      ? ['Closed', formatIndiaTime(t.closedAt)]
      : ['To be resolved by', formatIndiaTime(t.resolveBy)],
  ];
  return (
    <div aria-live="polite" className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-mono text-lg font-bold text-brand-950">{t.ticket}</p>
        <span className={cx('rounded-full px-2.5 py-0.5 text-sm font-semibold', look.className)}>
          {look.label}
        </span>
      </div>
      <p className="mt-1 text-slate-700">{t.subject}</p>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt className="text-slate-500">{k}</dt>
            <dd className="font-medium text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
      {t.reply && (
        <div className="mt-4 rounded-lg bg-slate-50 p-3">
          <p className="text-sm font-semibold text-slate-900">The grievance officer's reply</p>
          <p className="mt-1 text-sm whitespace-pre-wrap text-slate-700">{t.reply}</p>
        </div>
      )}
    </div>
  );
}
