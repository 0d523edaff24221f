import { Bell, BellRing, X } from '#app/ui/icons.tsx';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { cx } from '#app/lib/cx.ts';
import {
  isRenewalDue,
  PUSH_CARD_MS,
  readPromptAnswer,
  rememberRenewal,
  readPushCardMessage,
  rememberPromptAnswer,
  shouldOfferPrompt,
  shouldRenewSubscription,
  type PromptAudience,
  type PushCardMessage,
} from '#app/lib/notification-prompt.ts';
import {
  currentSubscription,
  enablePush,
  isPushSupported,
  pushPermission,
  renewPush,
} from '#app/lib/web-push.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';

const copy: Record<PromptAudience, { title: string; text: string }> = {
  shop: {
    title: 'Get order updates',
    text: 'Turn on notifications to hear when your order is confirmed, shipped and delivered.',
  },
  admin: {
    title: 'Get new-order alerts',
    text: 'Turn on notifications to hear about every new order, even with this tab closed.',
  },
};

type CardState =
  | { step: 'hidden' }
  | { step: 'asking' }
  | { step: 'working' }
  | { step: 'done'; isOk: boolean; message: string };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The notification opt-in and the top-right push card for messages that arrive while the page is
 * open. The opt-in is an inline banner where it is rendered (the top of the admin content area),
 * never a floating card: a card fixed over the page covered dialogs' Save buttons and checkout
 * steps. It shows as soon as the page is idle rather than 5 s later, because a banner arriving
 * late would push the page down under the owner's pointer. Asked once (see notification-prompt.ts).
 * Loaded lazily after the page is idle, for signed-in users only (notification-prompt-launcher.tsx).
 */
export default function NotificationPrompt({
  audience,
  userId,
  offersOptIn,
}: {
  audience: PromptAudience;
  userId: string;
  /** False: only renew an earlier subscription and show pushes (the storefront asks elsewhere). */
  offersOptIn: boolean;
}) {
  const [card, setCard] = useState<CardState>({ step: 'hidden' });
  const [pushCard, setPushCard] = useState<(PushCardMessage & { id: number }) | null>(null);
  const navigate = useNavigate();
  const doneTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Decide once per mount: renew an earlier subscription quietly, or offer the opt-in.
  useEffect(() => {
    if (!isPushSupported()) return;
    let isActive = true;
    void (async () => {
      const facts = {
        isSignedIn: true,
        permission: pushPermission(),
        hasSubscription: Boolean(await currentSubscription().catch(() => null)),
        answer: readPromptAnswer(storage(), audience),
      };
      if (!isActive) return;
      if (shouldRenewSubscription(facts)) {
        if (!isRenewalDue(storage(), userId, Date.now())) return;
        renewPush()
          .then(() => rememberRenewal(storage(), userId, Date.now()))
          .catch(() => {
            // Offline or the push service is unreachable: the next page load tries again.
          });
        return;
      }
      if (!offersOptIn || !shouldOfferPrompt(facts)) return;
      rememberPromptAnswer(storage(), audience, 'shown');
      setCard({ step: 'asking' });
    })();
    return () => {
      isActive = false;
    };
  }, [audience, offersOptIn, userId]);

  // Messages the service worker hands to open pages become the top-right card for 5 s.
  useEffect(() => {
    if (!isPushSupported()) return;
    let nextId = 1;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMessage = (event: MessageEvent<unknown>) => {
      const message = readPushCardMessage(event.data);
      if (!message) return;
      clearTimeout(timer);
      setPushCard({ ...message, id: nextId++ });
      timer = setTimeout(() => setPushCard(null), PUSH_CARD_MS);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    navigator.serviceWorker.startMessages();
    return () => {
      clearTimeout(timer);
      navigator.serviceWorker.removeEventListener('message', onMessage);
    };
  }, []);

  useEffect(() => () => clearTimeout(doneTimer.current), []);

  async function enable() {
    rememberPromptAnswer(storage(), audience, 'enabled');
    setCard({ step: 'working' });
    const result = await enablePush();
    if (result.ok) {
      rememberRenewal(storage(), userId, Date.now());
      setCard({ step: 'done', isOk: true, message: 'Notifications are on.' });
      doneTimer.current = setTimeout(() => setCard({ step: 'hidden' }), 3_000);
    } else {
      setCard({ step: 'done', isOk: false, message: result.message });
    }
  }

  function later() {
    rememberPromptAnswer(storage(), audience, 'later');
    setCard({ step: 'hidden' });
  }

  const text = copy[audience];
  return (
    <>
      {card.step !== 'hidden' ? (
        <section
          aria-labelledby="notification-prompt-title"
          className="mb-4 flex animate-fade-in flex-wrap items-start gap-x-4 gap-y-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 sm:mb-6 sm:items-center"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-brand-200">
            <Bell className="size-4" aria-hidden />
          </span>
          <div className="min-w-0 flex-1 basis-56">
            <h2 id="notification-prompt-title" className="text-sm font-semibold text-slate-900">
              {text.title}
            </h2>
            {card.step === 'done' ? (
              <p
                role={card.isOk ? 'status' : 'alert'}
                className={cx('text-sm', card.isOk ? 'text-success-700' : 'text-danger-700')}
              >
                {card.message}
              </p>
            ) : (
              <p className="text-sm text-slate-600">{text.text}</p>
            )}
          </div>
          <div className="flex gap-2 max-sm:pl-13">
            {card.step === 'done' ? (
              <button
                type="button"
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
                onClick={() => setCard({ step: 'hidden' })}
              >
                Close
              </button>
            ) : (
              <>
                <button
                  type="button"
                  className={buttonVariants({ variant: 'primary', size: 'sm' })}
                  disabled={card.step === 'working'}
                  onClick={() => void enable()}
                >
                  {card.step === 'working' ? 'Enabling…' : 'Enable'}
                </button>
                <button
                  type="button"
                  className={buttonVariants({ variant: 'ghost', size: 'sm' })}
                  disabled={card.step === 'working'}
                  onClick={later}
                >
                  Later
                </button>
              </>
            )}
          </div>
        </section>
      ) : null}
      {pushCard ? (
        <div
          key={pushCard.id}
          role="status"
          aria-live="polite"
          className="fixed top-3 right-3 z-[70] flex w-[calc(100%-1.5rem)] max-w-sm animate-fade-in items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-lift sm:top-4 sm:right-4"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
            <BellRing className="size-4" aria-hidden />
          </span>
          <button
            type="button"
            className="min-w-0 flex-1 text-left"
            onClick={() => {
              setPushCard(null);
              void navigate(pushCard.url);
            }}
          >
            <span className="block font-semibold text-slate-900">{pushCard.title}</span>
            <span className="mt-0.5 block text-sm text-slate-600">{pushCard.body}</span>
          </button>
          <button
            type="button"
            onClick={() => setPushCard(null)}
            className="-my-1 flex size-7 shrink-0 items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700"
          >
            <X className="size-4" aria-hidden />
            <span className="sr-only">Dismiss</span>
          </button>
        </div>
      ) : null}
    </>
  );
}
