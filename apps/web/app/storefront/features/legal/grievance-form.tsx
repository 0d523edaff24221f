import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { GrievanceCreated } from '@propwash/domain/legal/grievances';
import { formatIndiaTime } from '@propwash/domain/india-time';
import { storefrontErrorMessage } from '#app/lib/api-client.ts';
import { useStoredUser } from '#app/lib/auth-store.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { fieldErrorClassName, inputClassName, labelClassName } from '#app/ui/field-styles.ts';
import { FormAlert } from '#app/ui/form-alert.tsx';
import { CircleCheck, Send } from '#app/ui/icons.tsx';
import {
  fieldErrorsOf,
  fileGrievance,
  type FieldErrors,
  type GrievanceField,
} from './grievance-api.ts';

const fieldNames = ['name', 'email', 'phone', 'orderNumber', 'subject', 'message'] as const;

const inputs: {
  name: Exclude<GrievanceField, 'message'>;
  label: string;
  type?: string;
  autoComplete?: string;
  isRequired: boolean;
}[] = [
  { name: 'name', label: 'Name', autoComplete: 'name', isRequired: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', isRequired: true },
  {
    name: 'phone',
    label: 'Mobile (optional)',
    type: 'tel',
    autoComplete: 'tel',
    isRequired: false,
  },
  { name: 'orderNumber', label: 'Order number (optional)', isRequired: false },
];

/**
 * POST /api/grievances: the server checks the fields and its 400 names each wrong one; a filed
 * complaint shows its ticket and due times (docs/decisions/grievances.md).
 */
export function GrievanceForm() {
  const user = useStoredUser();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<GrievanceField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<GrievanceCreated | null>(null);
  const [isSending, setIsSending] = useState(false);

  // A signed-in customer's name and email, once the browser knows them (after hydration).
  useEffect(() => {
    const form = formRef.current;
    if (!user || !form) return;
    for (const key of ['name', 'email'] as const) {
      const input = form.elements.namedItem(key) as HTMLInputElement | null;
      if (input && !input.value) input.value = user[key];
    }
  }, [user]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<
      GrievanceField,
      string
    >;
    setIsSending(true);
    setFailure(null);
    try {
      setCreated(await fileGrievance(values));
      setErrors({});
    } catch (error) {
      const byField = fieldErrorsOf(error, fieldNames);
      setErrors(byField);
      setFailure(
        Object.keys(byField).length > 0
          ? 'Please correct the marked fields.'
          : storefrontErrorMessage(error, 'Could not send your complaint'),
      );
    } finally {
      setIsSending(false);
    }
  }

  if (created) return <Filed created={created} onAnother={() => setCreated(null)} />;

  const describedBy = (f: GrievanceField) => (errors[f] ? `grievance-${f}-error` : undefined);
  const errorText = (f: GrievanceField) =>
    errors[f] && (
      <p id={`grievance-${f}-error`} className={fieldErrorClassName}>
        {errors[f]}
      </p>
    );

  return (
    <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        {inputs.map((f) => (
          <div key={f.name} className="space-y-1.5">
            <label htmlFor={`grievance-${f.name}`} className={labelClassName}>
              {f.label}
            </label>
            <input
              id={`grievance-${f.name}`}
              name={f.name}
              type={f.type ?? 'text'}
              autoComplete={f.autoComplete}
              required={f.isRequired}
              aria-invalid={errors[f.name] ? true : undefined}
              aria-describedby={describedBy(f.name)}
              className={inputClassName}
            />
            {errorText(f.name)}
          </div>
        ))}
      </div>
      <div className="space-y-1.5">
        <label htmlFor="grievance-subject" className={labelClassName}>
          Subject
        </label>
        <input
          id="grievance-subject"
          name="subject"
          required
          maxLength={120}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={describedBy('subject')}
          className={inputClassName}
        />
        {errorText('subject')}
      </div>
      <div className="space-y-1.5">
        <label htmlFor="grievance-message" className={labelClassName}>
          Your complaint
        </label>
        <textarea
          id="grievance-message"
          name="message"
          rows={7}
          required
          maxLength={5000}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
          className={`${inputClassName} h-auto py-2`}
        />
        {errorText('message')}
      </div>
      <button type="submit" disabled={isSending} className={buttonVariants({ size: 'lg' })}>
        <Send aria-hidden />
        {isSending ? 'Sending...' : 'Send complaint'}
      </button>
    </form>
  );
}

function Filed({ created, onAnother }: { created: GrievanceCreated; onAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Centred, so the sticky header never covers the ticket number.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <div role="status" className="space-y-4 text-center">
      <CircleCheck className="mx-auto size-10 text-success-600" aria-hidden />
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-bold text-brand-950 outline-none">
        Your complaint is filed
      </h3>
      <div>
        <p className="text-sm text-slate-600">Your ticket number</p>
        <p className="mt-1 font-mono text-3xl font-extrabold tracking-wider break-all text-brand-950 sm:text-4xl">
          {created.ticket}
        </p>
      </div>
      <dl className="mx-auto grid max-w-md gap-2 text-sm sm:grid-cols-2">
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-slate-600">Acknowledged by</dt>
          <dd className="font-semibold text-slate-900">{formatIndiaTime(created.acknowledgeBy)}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-slate-600">Resolved by</dt>
          <dd className="font-semibold text-slate-900">{formatIndiaTime(created.resolveBy)}</dd>
        </div>
      </dl>
      <p className="text-sm text-slate-600">
        We emailed you a copy. Keep the ticket number: with your email it lets you look the
        complaint up below.
      </p>
      <button
        type="button"
        onClick={onAnother}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        File another complaint
      </button>
    </div>
  );
}
