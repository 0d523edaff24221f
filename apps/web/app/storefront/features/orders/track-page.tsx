import type { Tracking } from '@propwash/domain/orders/schemas';
import { PackageSearch, Search } from '#app/ui/icons.tsx';
import { useState, type ComponentProps, type FormEvent } from 'react';
import { Link, useNavigate, useNavigation } from 'react-router';
import { ApiError } from '#app/lib/api-client.ts';
import { getToken } from '#app/lib/auth-store.ts';
import { cx } from '#app/lib/cx.ts';
import { paths } from '#app/lib/paths.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { inputClassName, labelClassName } from '#app/ui/field-styles.ts';
import { Skeleton } from '#app/ui/skeleton.tsx';
import { trackHref } from '#app/lib/orders/order-links.ts';
import { getOrderTracking, trackAsGuest } from '#app/lib/orders/orders-api.ts';
import { TrackingResult } from '#app/storefront/features/orders/tracking-result.tsx';
import type { Route } from './+types/track-page';

/** 'Order not found' for a lookup that finds nothing; rate limits keep their message. */
function lookupError(error: unknown, isSignedIn: boolean): string {
  if (error instanceof ApiError) {
    if (error.status === 429 || error.status === 0) return error.message;
    if (error.status === 404 || error.status === 403) {
      return isSignedIn ? 'Order not found or access denied' : 'Order not found';
    }
    if (error.status === 400) return error.message;
  }
  return 'Order not found or access denied';
}

/**
 * The session lives in localStorage, so the page decides in the browser: a signed-in customer's
 * /track/{id} loads that order's tracking; a guest gets the form (order number + email or phone).
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const id = params.id?.trim() ?? '';
  const isSignedIn = Boolean(getToken());
  if (!isSignedIn || !id) return { id, isSignedIn, tracking: null, error: null };
  try {
    const tracking = await getOrderTracking(id, request.signal);
    return { id, isSignedIn, tracking, error: null };
  } catch (error) {
    // A 401 ended the session: carry on as a guest.
    return {
      id,
      isSignedIn: Boolean(getToken()),
      tracking: null,
      error: lookupError(error, true),
    };
  }
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ params }) => [
  { title: params.id ? `Track order ${params.id} | Propwash` : 'Track Your Order | Propwash' },
  {
    name: 'description',
    content:
      'Track your Propwash order: enter your order number with the email or phone used at checkout.',
  },
  ...(params.id ? [{ name: 'robots', content: 'noindex' }] : []),
];

function TrackField({
  id,
  label,
  className,
  ...input
}: { id: string; label: string; className?: string } & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <div className={cx(className, 'space-y-1.5')}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input id={id} {...input} className={inputClassName} />
    </div>
  );
}

function PageHeading() {
  return (
    <div className="flex items-start gap-3">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <PackageSearch className="size-6" aria-hidden />
      </span>
      <div>
        <h1 className="text-2xl font-extrabold text-brand-950 sm:text-3xl">Track Your Order</h1>
        <p className="mt-1 text-sm text-slate-600">
          See where your parcel is, from confirmation to your doorstep.
        </p>
      </div>
    </div>
  );
}

export function HydrateFallback() {
  return (
    <div className="mx-auto max-w-3xl py-6 sm:py-10">
      <PageHeading />
      <div aria-busy className="mt-6 rounded-card border border-slate-200 bg-white p-5 shadow-card">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="mt-3 h-10 w-full" />
        <Skeleton className="mt-4 h-10 w-28" />
        <span className="sr-only">Loading…</span>
      </div>
    </div>
  );
}

export default function TrackPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const go = useNavigate();
  const { id, isSignedIn } = loaderData;
  const [guest, setGuest] = useState<{ tracking: Tracking | null; error: string | null }>({
    tracking: null,
    error: null,
  });
  const [isLooking, setIsLooking] = useState(false);
  const isNavigating = navigation.state === 'loading';

  const tracking = isSignedIn ? loaderData.tracking : guest.tracking;
  const error = isSignedIn ? loaderData.error : guest.error;

  function trackMine(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('orderId') ?? '').trim();
    if (!value) return;
    void go(trackHref(value));
  }

  async function trackAsVisitor(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const orderNumber = String(form.get('orderNumber') ?? '').trim();
    const contact = String(form.get('contact') ?? '').trim();
    if (!orderNumber || !contact) return;
    setIsLooking(true);
    try {
      setGuest({ tracking: await trackAsGuest(orderNumber, contact), error: null });
    } catch (lookupFailure) {
      setGuest({ tracking: null, error: lookupError(lookupFailure, false) });
    } finally {
      setIsLooking(false);
    }
  }

  const isBusy = isNavigating || isLooking;

  return (
    <div className="mx-auto max-w-3xl py-6 sm:py-10">
      <PageHeading />

      <div className="mt-6 rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-5">
        {isSignedIn ? (
          <form onSubmit={trackMine} className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <TrackField
              id="track-order-id"
              label="Order number"
              className="flex-1"
              name="orderId"
              required
              defaultValue={id}
              key={id}
              placeholder="e.g. PW-2611-7K3Q9"
              autoComplete="off"
            />
            <button type="submit" disabled={isBusy} className={buttonVariants()}>
              <Search aria-hidden /> {isBusy ? 'Tracking…' : 'Track'}
            </button>
          </form>
        ) : (
          <form onSubmit={(e) => void trackAsVisitor(e)} className="space-y-3">
            <div className="grid gap-3 sm:grid-cols-2">
              <TrackField
                id="track-order-number"
                label="Order number"
                name="orderNumber"
                required
                defaultValue={id}
                placeholder="e.g. PW-2611-7K3Q9"
                autoComplete="off"
              />
              <TrackField
                id="track-contact"
                label="Email or phone"
                name="contact"
                required
                placeholder="Used at checkout"
                autoComplete="email"
              />
            </div>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-slate-600">
                Have an account?{' '}
                <Link
                  to={paths.login(id ? trackHref(id) : paths.trackOrder())}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  Sign in
                </Link>{' '}
                to see all your orders.
              </p>
              <button
                type="submit"
                disabled={isBusy}
                className={buttonVariants({ className: 'w-full sm:w-auto' })}
              >
                <Search aria-hidden /> {isBusy ? 'Tracking…' : 'Track'}
              </button>
            </div>
          </form>
        )}
      </div>

      <div className="mt-6" aria-live="polite">
        {error && !isBusy && (
          <div
            role="alert"
            className="rounded-card border border-danger-600/30 bg-danger-50 px-4 py-3 text-sm font-semibold text-danger-700"
          >
            {error}
          </div>
        )}
        {tracking && !isBusy && <TrackingResult tracking={tracking} isOwner={isSignedIn} />}
      </div>
    </div>
  );
}
