import { Send } from '#app/ui/icons.tsx';
import { useState, type FormEvent } from 'react';
import { apiRequest, storefrontErrorMessage } from '#app/lib/api-client.ts';
import { fieldErrorClassName, inputClassName, labelClassName } from '#app/ui/field-styles.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { FormAlert } from '#app/ui/form-alert.tsx';

type Field = 'name' | 'email' | 'phone' | 'subject' | 'message';
type Errors = Partial<Record<Field, string>>;

const fields: {
  name: Field;
  label: string;
  type?: string;
  autoComplete?: string;
  isRequired: boolean;
}[] = [
  { name: 'name', label: 'Name', autoComplete: 'name', isRequired: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', isRequired: true },
  { name: 'phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel', isRequired: false },
  { name: 'subject', label: 'Subject (optional)', isRequired: false },
];

/** POST /api/contact: messages are stored for the shop and emailed to it; the answer is the server's. */
export function ContactForm() {
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [isSending, setIsSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<Field, string>;
    // The contract's schema, loaded on first submit so zod stays out of the page's first load.
    const { contactBodySchema } = await import('@propwash/domain/content/schemas');
    const parsed = contactBodySchema.safeParse({
      ...values,
      phone: values.phone || undefined,
      subject: values.subject || undefined,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues)
        next[String(issue.path[0]) as Field] ??= issue.message;
      setErrors(next);
      setResult(null);
      return;
    }
    setErrors({});
    setIsSending(true);
    try {
      const data = await apiRequest<{ message?: unknown } | null>('/contact', {
        method: 'POST',
        body: parsed.data,
        fallbackMessage: 'Could not send your message',
      });
      const text =
        data && typeof data.message === 'string'
          ? data.message
          : 'Thank you! Your message has been sent. We will get back to you soon.';
      setResult({ tone: 'success', text });
      form.reset();
    } catch (error) {
      setResult({
        tone: 'error',
        text: storefrontErrorMessage(error, 'Could not send your message'),
      });
    } finally {
      setIsSending(false);
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      {result && <FormAlert tone={result.tone}>{result.text}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((f) => (
          <div key={f.name} className="space-y-1.5">
            <label htmlFor={`contact-${f.name}`} className={labelClassName}>
              {f.label}
            </label>
            <input
              id={`contact-${f.name}`}
              name={f.name}
              type={f.type ?? 'text'}
              autoComplete={f.autoComplete}
              required={f.isRequired}
              aria-invalid={errors[f.name] ? true : undefined}
              aria-describedby={errors[f.name] ? `contact-${f.name}-error` : undefined}
              className={inputClassName}
            />
            {errors[f.name] && (
              <p id={`contact-${f.name}-error`} className={fieldErrorClassName}>
                {errors[f.name]}
              </p>
            )}
          </div>
        ))}
      </div>
      <div className="space-y-1.5">
        <label htmlFor="contact-message" className={labelClassName}>
          Message
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          required
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'contact-message-error' : undefined}
          className={`${inputClassName} h-auto py-2`}
        />
        {errors.message && (
          <p id="contact-message-error" className={fieldErrorClassName}>
            {errors.message}
          </p>
        )}
      </div>
      <button type="submit" disabled={isSending} className={buttonVariants({ size: 'lg' })}>
        <Send aria-hidden />
        {isSending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
