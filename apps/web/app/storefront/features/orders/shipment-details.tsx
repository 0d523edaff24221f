import { formatIndiaTime } from '@propwash/domain/india-time';
import { isWebAddress } from '@propwash/domain/shipping/tracking-url';
import type { CustomerShipment } from '@propwash/domain/shipping/shipment-schemas';
import { shipmentStatusLabels } from '@propwash/domain/shipping/shipment-status';
import { ExternalLink } from '#app/ui/icons.tsx';

/**
 * The order's parcels: courier, AWB, the courier's tracking link and its reports, newest first
 * (the order page and /track; docs/decisions/shipments-and-couriers.md).
 */
export function ShipmentDetails({ shipments }: { shipments: CustomerShipment[] }) {
  return (
    <div className="space-y-4">
      {shipments.map((s, index) => (
        <article
          key={`${s.awb ?? s.courier}-${index}`}
          aria-label={`Shipment ${index + 1}`}
          className="space-y-3"
        >
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-600">Courier</dt>
              <dd className="font-semibold text-slate-900">{s.courier}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-slate-600">AWB</dt>
              <dd className="font-mono font-semibold break-all text-slate-900">
                {s.awb ?? <span className="font-sans font-normal text-slate-500">To follow</span>}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">Status</dt>
              <dd className="font-semibold text-slate-900">{shipmentStatusLabels[s.status]}</dd>
            </div>
          </dl>
          {isWebAddress(s.trackingUrl) && (
            <a
              href={s.trackingUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
            >
              Track with {s.courier} <ExternalLink className="size-3.5" aria-hidden />
            </a>
          )}
          <ol aria-label="Courier updates" className="space-y-2 border-l-2 border-slate-200 pl-4">
            {[...s.events].reverse().map((e, i) => (
              <li key={i} className="text-sm">
                <p className="font-medium text-slate-900">{e.description}</p>
                <p className="text-xs text-slate-500">
                  <time dateTime={e.at}>{formatIndiaTime(e.at, 'dateTime')}</time>
                  {e.location && ` · ${e.location}`}
                </p>
              </li>
            ))}
          </ol>
        </article>
      ))}
    </div>
  );
}
