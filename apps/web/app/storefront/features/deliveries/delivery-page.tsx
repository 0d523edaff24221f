import { formatIndiaTime } from '@propwash/domain/india-time';
import type { NdrPublicView } from '@propwash/domain/shipping/ndr';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError, apiRequest } from '#app/lib/api-client.ts';
import { formatRupees } from '#app/lib/money.ts';
import { paths } from '#app/lib/paths.ts';
import { useBusyAction } from '#app/lib/use-busy-action.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { CircleCheck, ShieldAlert, Truck } from '#app/ui/icons.tsx';
import { Skeleton } from '#app/ui/skeleton.tsx';
import type { Route } from './+types/delivery-page';

/*
 * The page a failed delivery's email or WhatsApp link opens (docs/decisions/failed-deliveries.md):
 * no sign-in, the link's signed token stands in for it. Loaded in the browser so the token
 * reaches only the API. Plain form controls, no schema library: the server checks the choice.
 */

type Answer = { outcome: 'sent' | 'noted'; message: string; view: NdrPublicView };
const api = (token: string) => `/deliveries/${encodeURIComponent(token)}`;

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  try {
    const view = await apiRequest<NdrPublicView>(api(params.token), {
      signal: request.signal,
      fallbackMessage: 'This link could not be opened',
    });
    return { view, error: null };
  } catch (error) {
    return {
      view: null,
      error: error instanceof ApiError ? error.message : 'This link could not be opened.',
    };
  }
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = () => [
  { title: 'Your delivery | Propwash' },
  { name: 'robots', content: 'noindex' },
];

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl py-6 sm:py-10">
      <h1 className="text-2xl font-extrabold text-brand-950 sm:text-3xl">
        We missed you with your parcel
      </h1>
      <div className="mt-6 rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-6">
        {children}
      </div>
    </div>
  );
}

export function HydrateFallback() {
  return (
    <Shell>
      <div aria-busy>
        <Skeleton className="h-5 w-48" />
        <Skeleton className="mt-4 h-20 w-full" />
        <Skeleton className="mt-4 h-11 w-44" />
        <span className="sr-only">Loading…</span>
      </div>
    </Shell>
  );
}

function Notice({
  tone,
  children,
}: {
  tone: 'success' | 'warning' | 'danger';
  children: ReactNode;
}) {
  const tones = {
    success: 'border-success-600/25 bg-success-50',
    warning: 'border-warning-700/25 bg-warning-50',
    danger: 'border-danger-600/25 bg-danger-50',
  };
  return (
    <div
      role="status"
      className={`flex gap-3 rounded-lg border px-4 py-3 text-sm text-slate-800 [&_.icon]:size-5 [&_.icon]:shrink-0 ${tones[tone]}`}
    >
      {tone === 'success' ? (
        <CircleCheck aria-hidden />
      ) : tone === 'danger' ? (
        <ShieldAlert aria-hidden />
      ) : (
        <Truck aria-hidden />
      )}
      <div className="min-w-0">{children}</div>
    </div>
  );
}

const field =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

function Summary({ view }: { view: NdrPublicView }) {
  return (
    <div className="text-sm">
      <p className="text-slate-600">
        Order <span className="font-semibold text-slate-900">#{view.orderNumber}</span> ·{' '}
        {view.courier}
        {view.awb && <> · AWB {view.awb}</>}
      </p>
      <ul className="mt-2 text-slate-800" aria-label="Items">
        {view.items.map((item, i) => (
          <li key={`${item.name}-${i}`}>
            {item.quantity} × {item.name}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-slate-600">
        To {view.address.name}, {view.address.line}, {view.address.city} {view.address.pincode}
      </p>
      {view.payOnDelivery > 0 && (
        <p className="mt-2 font-semibold text-slate-900">
          Pay on delivery: {formatRupees(view.payOnDelivery)}
        </p>
      )}
    </div>
  );
}

type Choice = 'reattempt' | 'update_details' | 'cancel';

export default function DeliveryPage({ loaderData, params }: Route.ComponentProps) {
  const [view, setView] = useState(loaderData.view);
  const [done, setDone] = useState<Answer | null>(null);
  const [choice, setChoice] = useState<Choice>('reattempt');
  const [confirmCancel, setConfirmCancel] = useState(false);
  const { busy, error, run } = useBusyAction('Your choice could not be sent');

  if (!view) {
    return (
      <Shell>
        <Notice tone="danger">
          <p className="font-semibold">This link does not work</p>
          <p className="mt-1">{loaderData.error}</p>
        </Notice>
        <Link
          to={paths.home()}
          className={buttonVariants({ variant: 'outline', className: 'mt-4' })}
        >
          Go to the shop
        </Link>
      </Shell>
    );
  }

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (k: string) => String(form.get(k) ?? '').trim();
    const date = text('date') || undefined;
    const body =
      choice === 'cancel'
        ? { choice, confirm: true }
        : choice === 'reattempt'
          ? { choice, date }
          : {
              choice,
              date,
              phone: text('phone') || undefined,
              address: text('address') || undefined,
              landmark: text('landmark') || undefined,
            };
    void run(
      async () => {
        const answer = await apiRequest<Answer>(api(params.token), {
          method: 'POST',
          body,
          fallbackMessage: 'Your choice could not be sent',
        });
        setDone(answer);
        setView(answer.view);
        // The answer shows at the top of the card; a phone has scrolled past it.
        window.scrollTo({ top: 0 });
      },
      async () => {
        const fresh = await apiRequest<NdrPublicView>(api(params.token)).catch(() => view);
        setView(fresh);
      },
    );
  }

  const option = (value: Choice, title: string, hint: string) => (
    <label
      className={`flex cursor-pointer gap-3 rounded-lg border p-3 ${choice === value ? 'border-brand-600 bg-brand-50' : 'border-slate-200'}`}
    >
      <input
        type="radio"
        name="choice"
        value={value}
        checked={choice === value}
        onChange={() => setChoice(value)}
        className="mt-1 size-4 accent-brand-700"
      />
      <span>
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="block text-sm text-slate-600">{hint}</span>
      </span>
    </label>
  );

  return (
    <Shell>
      {done ? (
        <Notice tone={done.outcome === 'sent' ? 'success' : 'warning'}>
          <p className="font-semibold">{done.outcome === 'sent' ? 'Done' : 'Choice noted'}</p>
          <p className="mt-1">{done.message}</p>
        </Notice>
      ) : view.state === 'closed' ? (
        <Notice tone="success">
          <p className="font-semibold">Nothing more is needed</p>
          <p className="mt-1">This parcel was delivered or returned to us.</p>
        </Notice>
      ) : !view.canChoose ? (
        <Notice tone="success">
          <p className="font-semibold">We have your choice</p>
          <p className="mt-1">Our team will be in touch if anything else is needed.</p>
        </Notice>
      ) : (
        <Notice tone="warning">
          <p className="font-semibold">
            {view.courier} could not deliver it: {view.reasonLabel.toLowerCase()}
          </p>
          <p className="mt-1">
            Attempt {view.attempts} on{' '}
            <time dateTime={view.lastAttemptAt}>
              {formatIndiaTime(view.lastAttemptAt, 'dateTime')}
            </time>
            {view.courierRemark && <> · the courier wrote: “{view.courierRemark}”</>}
          </p>
        </Notice>
      )}
      <div className="mt-5">
        <Summary view={view} />
      </div>
      {view.canChoose && !done && (
        <form className="mt-6 space-y-3" onSubmit={submit}>
          <fieldset className="space-y-3">
            <legend className="mb-2 text-base font-bold text-slate-900">What should we do?</legend>
            {option('reattempt', 'Deliver again', 'Tomorrow, or pick a day in the next 3 days.')}
            {option(
              'update_details',
              'Correct my address or phone',
              'The courier tries again with the new details.',
            )}
            {option('cancel', 'Cancel the order', 'The courier brings the parcel back to us.')}
          </fieldset>
          {choice !== 'cancel' && (
            <label className="block text-sm font-medium text-slate-800">
              Day (optional)
              <input
                type="date"
                name="date"
                min={view.dates.from}
                max={view.dates.to}
                className={field}
              />
            </label>
          )}
          {choice === 'update_details' && (
            <>
              <label className="block text-sm font-medium text-slate-800">
                Mobile number
                <input
                  type="tel"
                  name="phone"
                  inputMode="tel"
                  autoComplete="tel"
                  pattern="(\+91|0)?[\s-]*[6-9]([\s-]*\d){9}"
                  title="A 10-digit Indian mobile number"
                  placeholder="98450 12345"
                  className={field}
                />
              </label>
              <label className="block text-sm font-medium text-slate-800">
                Address line
                <input
                  type="text"
                  name="address"
                  maxLength={200}
                  autoComplete="street-address"
                  className={field}
                />
              </label>
              <label className="block text-sm font-medium text-slate-800">
                Landmark
                <input
                  type="text"
                  name="landmark"
                  maxLength={80}
                  placeholder="Near the temple"
                  className={field}
                />
              </label>
            </>
          )}
          {choice === 'cancel' && (
            <label className="flex gap-3 text-sm text-slate-800">
              <input
                type="checkbox"
                required
                checked={confirmCancel}
                onChange={(e) => setConfirmCancel(e.target.checked)}
                className="mt-0.5 size-4 accent-brand-700"
              />
              <span>
                Yes, cancel order #{view.orderNumber}.{' '}
                {view.paymentMethod === 'cod'
                  ? 'You pay nothing.'
                  : 'Your payment is refunded once the parcel is back with us.'}
              </span>
            </label>
          )}
          {error && (
            <p role="alert" className="text-sm font-medium text-danger-700">
              {error}
            </p>
          )}
          <button
            type="submit"
            disabled={busy || (choice === 'cancel' && !confirmCancel)}
            className={buttonVariants({
              variant: choice === 'cancel' ? 'outline' : 'accent',
              size: 'lg',
              className: 'w-full sm:w-auto',
            })}
          >
            {busy
              ? 'Sending…'
              : choice === 'cancel'
                ? 'Cancel the order'
                : choice === 'update_details'
                  ? 'Send the new details'
                  : 'Deliver again'}
          </button>
        </form>
      )}
      <div className="mt-6">
        <Link to={paths.home()} className={buttonVariants({ variant: 'ghost' })}>
          Continue shopping
        </Link>
      </div>
    </Shell>
  );
}
