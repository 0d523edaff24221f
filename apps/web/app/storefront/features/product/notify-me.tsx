import { useState, type FormEvent } from 'react';
import { apiRequest, storefrontErrorMessage } from '#app/lib/api-client.ts';
import { useStoredUser } from '#app/lib/auth-store.ts';
import { BellRing, CircleCheck } from '#app/ui/icons.tsx';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { inputClassName } from '#app/ui/field-styles.ts';

type Answer = { message: string };

/**
 * "Notify me when it's back" for a sold-out product or version (docs/decisions/back-in-stock.md):
 * one tap when signed in (the account's email, or WhatsApp with the offers consent), an email
 * field for a guest. The server's answer says how they will be told. Keyed by the item, so
 * another version starts afresh.
 */
export function NotifyMe({
  productId,
  variantId,
}: {
  productId: string;
  variantId: string | null;
}) {
  const user = useStoredUser();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function ask(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await apiRequest<Answer>(`/products/${productId}/notify-me`, {
        method: 'POST',
        auth: Boolean(user),
        body: { ...(variantId && { variantId }), ...(!user && { email: email.trim() }) },
      });
      setDone(answer.message);
    } catch (err) {
      setError(storefrontErrorMessage(err, 'Could not save your request. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-lg border border-success-600/30 bg-success-50 px-3 py-2.5 text-sm font-semibold text-success-700"
      >
        <CircleCheck className="size-5 shrink-0" aria-hidden /> {done}
      </p>
    );
  }
  return (
    <form
      onSubmit={(e) => void ask(e)}
      aria-labelledby="notify-me-title"
      className="space-y-2 rounded-lg border border-brand-100 bg-brand-50/60 p-3"
    >
      <p id="notify-me-title" className="text-sm font-semibold text-slate-800">
        Sold out for now. We can tell you once when it&apos;s back.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        {!user && (
          <input
            type="email"
            required
            autoComplete="email"
            aria-label="Your email"
            placeholder="Your email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={`${inputClassName} sm:flex-1`}
          />
        )}
        <button
          type="submit"
          disabled={busy}
          className={buttonVariants({ variant: 'outline', className: 'shrink-0' })}
        >
          <BellRing aria-hidden /> Notify me when it&apos;s back
        </button>
      </div>
      {error && (
        <p role="alert" className="text-sm font-semibold text-danger-700">
          {error}
        </p>
      )}
    </form>
  );
}
