import { Bell, BellRing } from '#app/ui/icons.tsx';
import { useEffect, useState } from 'react';
import { useStoredUser } from '#app/lib/auth-store.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import {
  declineOrderUpdates,
  enableOrderUpdates,
  reserveOrderUpdatesPrompt,
  shouldAskForOrderUpdates,
} from '#app/lib/orders/order-updates-prompt.ts';

type CardState =
  | { step: 'hidden' }
  | { step: 'asking' | 'working' }
  | { step: 'done'; isOk: boolean; message: string };

/**
 * "Get order updates on this device", inside the order confirmation: shown only where push works
 * and the browser has not been asked yet.
 */
export function OrderUpdatesCard() {
  const user = useStoredUser();
  // The order page renders in the browser only (its data needs the session), so the browser's
  // push support and permission can be read while rendering.
  const [card, setCard] = useState<CardState>(() =>
    shouldAskForOrderUpdates() ? { step: 'asking' } : { step: 'hidden' },
  );
  const isAsking = card.step === 'asking';

  useEffect(() => {
    if (isAsking) reserveOrderUpdatesPrompt();
  }, [isAsking]);

  if (card.step === 'hidden') return null;

  async function enable() {
    setCard({ step: 'working' });
    const result = await enableOrderUpdates(user?.id);
    setCard(
      result.ok
        ? { step: 'done', isOk: true, message: 'Done: we will let you know as your order moves.' }
        : { step: 'done', isOk: false, message: result.message },
    );
  }

  return (
    <section
      aria-labelledby="order-updates-title"
      className="flex items-start gap-3 rounded-lg border border-brand-100 bg-brand-50/60 p-3 sm:p-4"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-brand-100">
        {card.step === 'done' && card.isOk ? (
          <BellRing className="size-4" aria-hidden />
        ) : (
          <Bell className="size-4" aria-hidden />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="order-updates-title" className="text-sm font-semibold text-slate-900">
          Get order updates on this device
        </h2>
        {card.step === 'done' ? (
          <p
            role={card.isOk ? 'status' : 'alert'}
            className={
              card.isOk ? 'mt-0.5 text-sm text-success-700' : 'mt-0.5 text-sm text-danger-700'
            }
          >
            {card.message}
          </p>
        ) : (
          <>
            <p className="mt-0.5 text-sm text-slate-600">
              A notification when your order is packed, shipped and delivered.
            </p>
            <div className="mt-2.5 flex flex-wrap gap-2">
              <button
                type="button"
                disabled={card.step === 'working'}
                onClick={() => void enable()}
                className={buttonVariants({ size: 'sm' })}
              >
                {card.step === 'working' ? 'Turning on…' : 'Turn on updates'}
              </button>
              <button
                type="button"
                disabled={card.step === 'working'}
                onClick={() => {
                  declineOrderUpdates();
                  setCard({ step: 'hidden' });
                }}
                className={buttonVariants({ variant: 'ghost', size: 'sm' })}
              >
                Not now
              </button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
