import { Mail } from '#app/ui/icons.tsx';
import { useState, type FormEvent } from 'react';
import { apiRequest, storefrontErrorMessage } from '#app/lib/api-client.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { inputClassName } from '#app/ui/field-styles.ts';
import { HydrateLater } from '#app/ui/hydrate-later.tsx';

/** Newsletter sign-up (POST /api/newsletter); shows the server's own message either way. */
export function NewsletterBox() {
  const [result, setResult] = useState<{ isOk: boolean; text: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    setIsBusy(true);
    try {
      const data = await apiRequest<{ message?: string } | null>('/newsletter', {
        method: 'POST',
        body: { email },
        fallbackMessage: 'Could not subscribe you right now',
      });
      setResult({ isOk: true, text: data?.message ?? 'Thanks for subscribing!' });
      form.reset();
    } catch (error) {
      setResult({
        isOk: false,
        text: storefrontErrorMessage(error, 'Could not subscribe you right now'),
      });
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <HydrateLater>
      <section
        aria-labelledby="home-newsletter"
        className="rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-6"
      >
        <h2
          id="home-newsletter"
          className="flex items-center gap-2 text-lg font-extrabold text-brand-950 sm:text-xl"
        >
          <Mail className="size-5 text-accent-600" aria-hidden /> Get deals in your inbox
        </h2>
        <p className="mt-1 text-sm text-slate-600 max-sm:hidden">
          New arrivals, flash sales and flying tips. No spam; unsubscribe any time.
        </p>
        <form onSubmit={(event) => void onSubmit(event)} className="mt-3 flex gap-2 sm:mt-4">
          <label htmlFor="newsletter-email" className="sr-only">
            Email address
          </label>
          <input
            id="newsletter-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            className={`${inputClassName} flex-1`}
          />
          <button type="submit" disabled={isBusy} className={buttonVariants({ variant: 'accent' })}>
            {isBusy ? 'Subscribing…' : 'Subscribe'}
          </button>
        </form>
        {result && (
          <p
            role="status"
            className={`mt-2 text-sm ${result.isOk ? 'text-success-700' : 'text-danger-700'}`}
          >
            {result.text}
          </p>
        )}
      </section>
    </HydrateLater>
  );
}
