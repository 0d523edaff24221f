import { formatIndiaTime } from '@propwash/domain/india-time';
import type { CodConfirmationView } from '@propwash/domain/orders/schemas';
import { CircleCheck, CircleX, Hourglass, ShieldAlert, ShieldCheck } from '#app/ui/icons.tsx';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '#app/lib/api-client.ts';
import { formatRupees } from '#app/lib/money.ts';
import { paths } from '#app/lib/paths.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { Skeleton } from '#app/ui/skeleton.tsx';
import { confirmCodWithToken, getCodConfirmation } from '#app/lib/orders/orders-api.ts';
import type { Route } from './+types/confirm-cod-page';
import { useBusyAction } from '#app/lib/use-busy-action.ts';

/**
 * The page the order email's "Confirm my order" link opens (docs/decisions/cod-confirmation.md):
 * no sign-in, the link's signed token stands in for it. Loaded in the browser, so
 * the token never reaches the server's page logs, only the API.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!token)
    return {
      token,
      view: null,
      error: 'This link has no confirmation code. Please open the link from your order email.',
    };
  try {
    return { token, view: await getCodConfirmation(params.id, token, request.signal), error: null };
  } catch (error) {
    return {
      token,
      view: null,
      error:
        error instanceof ApiError ? error.message : 'This confirmation link could not be opened.',
    };
  }
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = () => [
  { title: 'Confirm your order | Propwash' },
  { name: 'robots', content: 'noindex' },
];

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl py-6 sm:py-10">
      <h1 className="text-2xl font-extrabold text-brand-950 sm:text-3xl">Confirm your order</h1>
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
        <Skeleton className="h-5 w-40" />
        <Skeleton className="mt-4 h-16 w-full" />
        <Skeleton className="mt-4 h-11 w-44" />
        <span className="sr-only">Loading…</span>
      </div>
    </Shell>
  );
}

function Notice({
  tone,
  icon,
  children,
}: {
  tone: 'success' | 'warning' | 'danger';
  icon: ReactNode;
  children: ReactNode;
}) {
  const tones = {
    success: 'border-success-600/25 bg-success-50 text-success-700',
    warning: 'border-warning-700/25 bg-warning-50 text-warning-700',
    danger: 'border-danger-600/25 bg-danger-50 text-danger-700',
  };
  return (
    <div
      role="status"
      className={`flex gap-3 rounded-lg border px-4 py-3 text-sm [&_.icon]:size-5 [&_.icon]:shrink-0 ${tones[tone]}`}
    >
      {icon}
      <div className="min-w-0 text-slate-800">{children}</div>
    </div>
  );
}

function Summary({ view }: { view: CodConfirmationView }) {
  return (
    <div>
      <p className="text-sm text-slate-600">
        Order <span className="font-semibold text-slate-900">#{view.orderNumber}</span> · placed{' '}
        <time dateTime={view.createdAt}>{formatIndiaTime(view.createdAt, 'dateTime')}</time>
      </p>
      <ul className="mt-3 divide-y divide-slate-100 text-sm" aria-label="Items">
        {view.items.map((item, i) => (
          <li key={`${item.name}-${i}`} className="flex justify-between gap-4 py-2">
            <span className="min-w-0 text-slate-800">
              {item.quantity} × {item.name}
            </span>
            <span className="shrink-0 font-medium text-slate-900">
              {formatRupees(item.lineTotal)}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t border-slate-200 pt-3 text-base font-bold text-slate-900">
        <span>Pay on delivery</span>
        <span>{formatRupees(view.total)}</span>
      </p>
    </div>
  );
}

export default function ConfirmCodPage({ loaderData, params }: Route.ComponentProps) {
  const [view, setView] = useState(loaderData.view);
  const { busy, error, run } = useBusyAction('Your order could not be confirmed');

  if (!view) {
    return (
      <Shell>
        <Notice tone="danger" icon={<ShieldAlert aria-hidden />}>
          <p className="font-semibold">This link does not work</p>
          <p className="mt-1">{loaderData.error}</p>
        </Notice>
        <Link
          to={paths.order(params.id)}
          className={buttonVariants({ variant: 'outline', className: 'mt-4' })}
        >
          Sign in to see the order
        </Link>
      </Shell>
    );
  }

  const confirm = () =>
    run(
      async () => setView(await confirmCodWithToken(params.id, loaderData.token)),
      // A used link or a cancelled order: show the order as it stands now.
      async () => setView(await getCodConfirmation(params.id, loaderData.token).catch(() => view)),
    );

  return (
    <Shell>
      <p className="mb-4 text-sm text-slate-700">Hello {view.customerName},</p>
      {view.state === 'awaiting' && (
        <Notice tone="warning" icon={<Hourglass aria-hidden />}>
          <p className="font-semibold">Waiting for your confirmation</p>
          <p className="mt-1">
            You pay cash on delivery. Confirm the order and we pack it.
            {view.cancelsAt && (
              <>
                {' '}
                If it is not confirmed by{' '}
                <time dateTime={view.cancelsAt}>{formatIndiaTime(view.cancelsAt, 'dateTime')}</time>
                , it is cancelled.
              </>
            )}
          </p>
        </Notice>
      )}
      {view.state === 'confirmed' && (
        <Notice tone="success" icon={<CircleCheck aria-hidden />}>
          <p className="font-semibold">Your order is confirmed</p>
          <p className="mt-1">Thank you! We are packing it; keep the cash ready for the courier.</p>
        </Notice>
      )}
      {view.state === 'cancelled' && (
        <Notice tone="danger" icon={<CircleX aria-hidden />}>
          <p className="font-semibold">This order was cancelled</p>
          <p className="mt-1">It can no longer be confirmed. You are welcome to order again.</p>
        </Notice>
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
      <div className="mt-5">
        <Summary view={view} />
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {view.state === 'awaiting' ? (
          <button
            type="button"
            className={buttonVariants({ variant: 'accent', size: 'lg' })}
            disabled={busy}
            onClick={() => void confirm()}
          >
            <ShieldCheck aria-hidden /> {busy ? 'Confirming…' : 'Confirm my order'}
          </button>
        ) : (
          <Link to={paths.order(view.id)} className={buttonVariants({ variant: 'outline' })}>
            See your order
          </Link>
        )}
        <Link to={paths.home()} className={buttonVariants({ variant: 'ghost' })}>
          Continue shopping
        </Link>
      </div>
    </Shell>
  );
}
