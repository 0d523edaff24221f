import { Link } from 'react-router';
import { paths } from '#app/lib/paths.ts';
import { checkboxClassName } from '#app/ui/field-styles.ts';
import { MessageCircle } from '#app/ui/icons.tsx';
import { whatsappNumberText } from '#app/storefront/features/checkout/checkout-rules.ts';

/**
 * "Send order updates on WhatsApp to +91 …": the shopper's own choice for the order's mobile
 * number, never ticked for them; ticked, with a note, when they already get them. Placing the
 * order with it ticked records the consent and keeps the number on the profile
 * (docs/decisions/whatsapp.md). A number WhatsApp cannot take (a landline) gets no box.
 */
export function WhatsAppUpdatesBox({
  phone,
  isChecked,
  isGranted,
  onChange,
}: {
  /** The shipping phone of step 1. */
  phone: string;
  isChecked: boolean;
  /** The shopper already gets order updates on WhatsApp (their whatsapp_updates consent). */
  isGranted: boolean;
  onChange: (checked: boolean) => void;
}) {
  const number = whatsappNumberText(phone);
  if (!number) return null;
  const privacyLink = (
    <Link to={paths.privacyAndData()} className="font-semibold text-brand-700 hover:underline">
      Privacy &amp; data
    </Link>
  );
  return (
    <div className="rounded-lg border border-slate-200 p-3 text-sm">
      <label className="flex cursor-pointer items-start gap-2.5 font-medium text-slate-900">
        <input
          id="whatsapp-updates"
          type="checkbox"
          checked={isChecked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby="whatsapp-updates-note"
          className={`${checkboxClassName} mt-0.5`}
        />
        <span className="min-w-0">
          Send order updates on{' '}
          <MessageCircle
            className="mr-0.5 inline-block size-4 align-[-0.2em] text-success-700"
            aria-hidden
          />
          WhatsApp to <span className="whitespace-nowrap tabular-nums">{number}</span>
        </span>
      </label>
      <p id="whatsapp-updates-note" className="mt-1 pl-6.5 text-slate-600">
        {isGranted ? (
          <>
            <span className="font-medium text-success-700">You get order updates on WhatsApp.</span>{' '}
            Stop them any time on {privacyLink}.
          </>
        ) : (
          <>Placed, shipped, out for delivery and delivered. Stop them any time on {privacyLink}.</>
        )}
      </p>
    </div>
  );
}
