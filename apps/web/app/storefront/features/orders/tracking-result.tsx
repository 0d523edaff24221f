import { formatIndiaTime } from '@propwash/domain/india-time';
import type { Tracking } from '@propwash/domain/orders/schemas';
import { orderStatusLabels } from '@propwash/domain/orders/status';
import { Check, MapPin, Package, Truck } from '#app/ui/icons.tsx';
import { Link } from 'react-router';
import { cx } from '#app/lib/cx.ts';
import { formatRupees } from '#app/lib/money.ts';
import { paths } from '#app/lib/paths.ts';
import { StatusBadge } from '#app/ui/orders/order-badges.tsx';
import { reachedSteps, trackingSteps } from '#app/lib/orders/order-status.ts';
import { OrderTimeline } from '#app/storefront/features/orders/order-timeline.tsx';
import { ShipmentDetails } from '#app/storefront/features/orders/shipment-details.tsx';
import { SummaryRow } from '#app/ui/summary-row.tsx';

/** Confirmed → processing → shipped → delivered, highlighted up to the current status. */
function FixedSteps({ status }: { status: string }) {
  const reached = reachedSteps(status);
  return (
    <ol className="grid grid-cols-4 gap-1">
      {trackingSteps.map((step, index) => {
        const isDone = index < reached;
        return (
          <li key={step} className="flex flex-col items-center gap-2 text-center">
            <span
              className={cx(
                'flex size-9 items-center justify-center rounded-full border-2',
                isDone
                  ? 'border-success-600 bg-success-600 text-white'
                  : 'border-slate-300 bg-white text-slate-400',
              )}
            >
              {isDone ? <Check className="size-4" aria-hidden /> : index + 1}
            </span>
            <span
              className={cx(
                'text-xs font-semibold sm:text-sm',
                isDone ? 'text-slate-900' : 'text-slate-500',
              )}
            >
              {orderStatusLabels[step]}
              <span className="sr-only">{isDone ? ' (done)' : ' (not yet)'}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** What the tracking page shows for one order (signed-in owner or guest with proof). */
export function TrackingResult({ tracking, isOwner }: { tracking: Tracking; isOwner: boolean }) {
  const { shipping } = tracking;
  return (
    <section aria-label={`Order ${tracking.orderNumber}`} className="space-y-4">
      <div className="rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-sm text-slate-600">Order</p>
            <h2 className="text-xl font-extrabold text-brand-950">#{tracking.orderNumber}</h2>
          </div>
          <div className="flex flex-wrap items-center gap-1.5">
            <StatusBadge status={tracking.status} />
          </div>
        </div>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">Tracking number</dt>
            <dd className="font-mono font-semibold text-slate-900">
              {tracking.trackingNumber ?? (
                <span className="font-sans font-normal text-slate-500">Assigned when shipped</span>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Expected delivery</dt>
            <dd className="font-semibold text-slate-900">
              {tracking.status === 'cancelled'
                ? '—'
                : formatIndiaTime(tracking.estimatedDelivery, 'longDate') || 'To be confirmed'}
            </dd>
          </div>
        </dl>
      </div>

      {tracking.shipments && tracking.shipments.length > 0 && (
        <section
          aria-label="Courier"
          className="rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-5"
        >
          <h3 className="mb-4 flex items-center gap-2 font-bold text-slate-900">
            <Package className="size-5 text-brand-700" aria-hidden /> Courier
          </h3>
          <ShipmentDetails shipments={tracking.shipments} />
        </section>
      )}

      <div className="rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-5">
        <h3 className="mb-4 flex items-center gap-2 font-bold text-slate-900">
          <Truck className="size-5 text-brand-700" aria-hidden /> Shipment progress
        </h3>
        {tracking.timeline.length > 0 ? (
          <OrderTimeline entries={tracking.timeline} />
        ) : (
          <FixedSteps status={tracking.status} />
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-5">
          <h3 className="mb-2 flex items-center gap-2 font-bold text-slate-900">
            <MapPin className="size-5 text-brand-700" aria-hidden /> Shipping to
          </h3>
          <address className="text-sm leading-relaxed text-slate-700 not-italic">
            <span className="font-semibold text-slate-900">{shipping.name}</span>
            <br />
            {shipping.address}
            <br />
            {shipping.city}, {shipping.state} {shipping.pincode}
          </address>
        </div>
        <div className="rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-5">
          <h3 className="mb-2 flex items-center gap-2 font-bold text-slate-900">
            <Package className="size-5 text-brand-700" aria-hidden /> Package
          </h3>
          <dl className="space-y-1 text-sm">
            <SummaryRow label="Items" tone="font-semibold text-slate-900">
              {tracking.itemCount}
            </SummaryRow>
            <SummaryRow label="Order total" tone="font-extrabold text-brand-950">
              {formatRupees(tracking.total)}
            </SummaryRow>
          </dl>
          {isOwner && (
            <Link
              to={paths.order(tracking.orderNumber)}
              className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
            >
              View order details
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
