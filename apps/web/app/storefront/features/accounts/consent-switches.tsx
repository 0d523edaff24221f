import type { Consent, ConsentPurpose } from '@propwash/domain/privacy/consents';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, storefrontErrorMessage } from '#app/lib/api-client.ts';
import { cx } from '#app/lib/cx.ts';
import { paths } from '#app/lib/paths.ts';
import {
  dropPushSubscription,
  isPushSupported,
  pushPermission,
  renewPush,
} from '#app/lib/web-push.ts';
import { consentStatus } from '#app/storefront/features/accounts/consent-status.ts';
import { setConsent } from '#app/storefront/features/accounts/privacy-api.ts';
import { Bell, Mail, MessageCircle, type IconComponent } from '#app/ui/icons.tsx';

const icons: Record<ConsentPurpose, IconComponent> = {
  email_offers: Mail,
  whatsapp_updates: MessageCircle,
  whatsapp_offers: MessageCircle,
  browser_push: Bell,
};

/** A purpose the server did not list reads as never asked. */
function consentOf(consents: Consent[], purpose: ConsentPurpose): Consent {
  return (
    consents.find((c) => c.purpose === purpose) ?? {
      purpose,
      granted: false,
      noticeVersion: null,
      at: null,
    }
  );
}

/**
 * Turning browser notifications on subscribes this browser first, with the notification prompt's
 * code (lib/web-push.ts, lib/push-subscription.ts); the consent is saved only once that worked.
 * Null when it did, else what to tell the customer.
 */
async function subscribeThisBrowser(): Promise<string | null> {
  if (!isPushSupported()) return 'This browser cannot show notifications.';
  const blocked =
    'Notifications are blocked in this browser. Allow them for this site in your browser’s settings, then turn this on again.';
  if (pushPermission() === 'denied') return blocked;
  // Asked before anything loads, while the click still counts as the customer's gesture.
  if ((await Notification.requestPermission()) !== 'granted') return blocked;
  try {
    await renewPush();
    return null;
  } catch (error) {
    if (error instanceof ApiError) {
      return storefrontErrorMessage(error, 'Could not turn on notifications. Please try again.');
    }
    return error instanceof DOMException
      ? 'This browser could not set up notifications: its push service did not answer. Please try again later.'
      : 'Could not turn on notifications. Please try again later.';
  }
}

/** Each purpose's title and detail (`consentPurposeLabels`), in the order they are shown. */
export type ConsentLabels = Record<ConsentPurpose, { title: string; detail: string }>;

interface Problem {
  text: string;
  /** A 409: something on the profile (the mobile number) is needed first. */
  needsProfile: boolean;
}

/**
 * One switch per purpose. A switch shows what the server has recorded and changes only once the
 * server has answered; while it waits it is busy, not flipped.
 */
export function ConsentSwitches({
  initial,
  labels,
}: {
  initial: Consent[];
  labels: ConsentLabels;
}) {
  const [consents, setConsents] = useState(initial);
  const [busy, setBusy] = useState<ConsentPurpose | null>(null);
  const [problems, setProblems] = useState<Partial<Record<ConsentPurpose, Problem>>>({});

  async function toggle(purpose: ConsentPurpose, granted: boolean) {
    if (busy) return;
    setBusy(purpose);
    setProblems((p) => ({ ...p, [purpose]: undefined }));
    try {
      if (purpose === 'browser_push' && granted) {
        const refusal = await subscribeThisBrowser();
        if (refusal) {
          setProblems((p) => ({ ...p, [purpose]: { text: refusal, needsProfile: false } }));
          return;
        }
      }
      const saved = await setConsent(purpose, granted);
      setConsents((list) => [...list.filter((c) => c.purpose !== purpose), saved]);
      // The server has dropped the account's subscriptions; this browser forgets its own too.
      if (purpose === 'browser_push' && !granted) await dropPushSubscription().catch(() => {});
    } catch (error) {
      setProblems((p) => ({
        ...p,
        [purpose]: {
          text: storefrontErrorMessage(error, 'Could not save your choice. Please try again.'),
          needsProfile: error instanceof ApiError && error.status === 409,
        },
      }));
    } finally {
      setBusy(null);
    }
  }

  return (
    <ul className="divide-y divide-slate-100">
      {(Object.keys(labels) as ConsentPurpose[]).map((purpose) => (
        <ConsentSwitch
          key={purpose}
          consent={consentOf(consents, purpose)}
          label={labels[purpose]}
          isBusy={busy === purpose}
          problem={problems[purpose]}
          onToggle={(granted) => void toggle(purpose, granted)}
        />
      ))}
    </ul>
  );
}

function ConsentSwitch({
  consent,
  label: { title, detail },
  isBusy,
  problem,
  onToggle,
}: {
  consent: Consent;
  label: ConsentLabels[ConsentPurpose];
  isBusy: boolean;
  problem: Problem | undefined;
  onToggle: (granted: boolean) => void;
}) {
  const { purpose, granted } = consent;
  const Icon = icons[purpose];
  const id = `consent-${purpose}`;
  return (
    <li className="flex items-start gap-3 py-4 first:pt-0 last:pb-0 sm:gap-4">
      <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
      <div className="min-w-0 flex-1">
        <p id={`${id}-title`} className="font-semibold text-slate-900">
          {title}
        </p>
        <p id={`${id}-detail`} className="mt-0.5 text-sm text-slate-600">
          {detail}
        </p>
        <p
          id={`${id}-status`}
          className={cx('mt-1.5 text-xs', granted ? 'text-success-700' : 'text-slate-500')}
        >
          {consentStatus(consent)}
        </p>
        {problem && (
          <p role="alert" className="mt-2 text-sm text-danger-700">
            {problem.text}
            {problem.needsProfile && (
              <>
                {' '}
                <Link
                  to={paths.profile()}
                  className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  Open your profile
                </Link>
              </>
            )}
          </p>
        )}
      </div>
      {/* aria-disabled rather than disabled while saving, so the switch keeps the focus. */}
      <button
        type="button"
        role="switch"
        aria-checked={granted}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-detail ${id}-status`}
        aria-busy={isBusy || undefined}
        aria-disabled={isBusy || undefined}
        onClick={() => {
          if (!isBusy) onToggle(!granted);
        }}
        className={cx(
          'group relative mt-0.5 inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 aria-busy:cursor-progress aria-busy:opacity-60',
          granted ? 'bg-brand-700' : 'bg-slate-300',
        )}
      >
        <span
          aria-hidden
          className={cx(
            'block size-6 rounded-full bg-white shadow-sm transition-transform',
            granted ? 'translate-x-5' : 'translate-x-0',
          )}
        />
      </button>
    </li>
  );
}
