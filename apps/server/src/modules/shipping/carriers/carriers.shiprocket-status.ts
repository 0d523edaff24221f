import { z } from 'zod';
import type { ShipmentStatus } from '@propwash/domain/shipping/shipment-schemas';
import type { TrackingReport } from './carriers.ports.ts';

/**
 * Shiprocket's shipment statuses as the shop reads them (docs/decisions/shipments-and-couriers.md):
 * by name first, by Shiprocket's status id when the name is unknown. Statuses not
 * listed (pickup scheduled, delayed, undelivered attempts) are kept as in-transit reports.
 */
const byName: Record<string, ShipmentStatus> = {
  'PICKED UP': 'in_transit',
  SHIPPED: 'in_transit',
  'IN TRANSIT': 'in_transit',
  'REACHED AT DESTINATION HUB': 'in_transit',
  'OUT FOR DELIVERY': 'out_for_delivery',
  DELIVERED: 'delivered',
  'RTO INITIATED': 'rto_initiated',
  'RTO IN TRANSIT': 'rto_initiated',
  'RTO DELIVERED': 'returned_to_origin',
};
const byId: Record<number, ShipmentStatus> = {
  6: 'in_transit',
  7: 'delivered',
  9: 'rto_initiated',
  10: 'returned_to_origin',
  17: 'out_for_delivery',
  18: 'in_transit',
  42: 'in_transit',
};

export function shiprocketStatus(name: string, id: number | null): ShipmentStatus {
  const key = name
    .trim()
    .toUpperCase()
    .replace(/[_\s]+/g, ' ');
  return byName[key] ?? (id !== null ? byId[id] : undefined) ?? 'in_transit';
}

/**
 * A failed delivery attempt (NDR; docs/decisions/failed-deliveries.md). Shiprocket's status
 * "UNDELIVERED" (id 21, from the status-code list integrators publish; Shiprocket's own pages
 * name the status, not its id) and the courier-specific spellings seen in tracking ("UNDELIVERED
 * 1ST ATTEMPT", "NDR", "FAILED DELIVERY"). "RTO UNDELIVERED" and "RTO NDR" (ids 40, 45) are a
 * failed return, not the customer's delivery, so they are not.
 */
const UNDELIVERED_ID = 21;
export function isFailedAttempt(name: string, id: number | null): boolean {
  const key = name.trim().toUpperCase();
  if (key.startsWith('RTO')) return false;
  if (/\bUNDELIVERED\b|\bNDR\b|FAILED DELIVERY|DELIVERY ATTEMPT(ED)? FAILED/.test(key)) return true;
  return id === UNDELIVERED_ID && !byName[key.replace(/[_\s]+/g, ' ')];
}

/**
 * Shiprocket writes times in India time without a zone: "23 05 2023 11:43:52" in webhooks,
 * "2023-05-19 11:59:16" in tracking; anything else falls back to `fallback`.
 */
export function shiprocketTime(value: string | undefined, fallback: Date): Date {
  const text = value?.trim() ?? '';
  const dmy = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  const ymd = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(text);
  const parts = dmy ? [dmy[3], dmy[2], dmy[1], dmy[4], dmy[5], dmy[6]] : ymd?.slice(1);
  if (!parts) return fallback;
  const [y, mo, d, h, mi, s] = parts;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+05:30`);
  return Number.isNaN(at.getTime()) ? fallback : at;
}

/**
 * A report's identity: its status name and its time (normalised, so the webhook's and the
 * tracking API's spellings of one scan agree); the raw stamp when it does not parse.
 */
export function reportKey(name: string, stamp: string | undefined): string {
  const at = shiprocketTime(stamp, new Date(Number.NaN));
  const when = Number.isNaN(at.getTime()) ? (stamp?.trim() ?? '') : at.toISOString();
  return `${name.trim().toUpperCase()}|${when}`;
}

const id = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number().int().optional(),
);

/** The fields of Shiprocket's tracking webhook the shop reads (it sends many more). */
export const shiprocketWebhookSchema = z.object({
  awb: z.union([z.string(), z.number()]).transform(String),
  courier_name: z.string().optional(),
  current_status: z.string().optional(),
  current_status_id: id,
  shipment_status: z.string().optional(),
  shipment_status_id: id,
  current_timestamp: z.string().optional(),
  scans: z
    .array(z.object({ location: z.string().nullish(), activity: z.string().nullish() }).loose())
    .optional(),
  /**
   * Assumed, not documented for the tracking webhook: a reason some NDR payloads carry
   * (`ndr_reason` / `reason`). Read when present; otherwise the last scan's activity is the
   * courier's remark (docs/decisions/failed-deliveries.md).
   */
  ndr_reason: z.string().nullish(),
  reason: z.string().nullish(),
});

/** One webhook call as a tracking report. */
export function reportFromWebhook(
  body: z.infer<typeof shiprocketWebhookSchema>,
  receivedAt: Date,
): TrackingReport {
  const name = body.current_status ?? body.shipment_status ?? 'UPDATE';
  const statusId = body.current_status_id ?? body.shipment_status_id ?? null;
  const lastScan = body.scans?.at(-1);
  const stamp = body.current_timestamp?.trim() ?? '';
  const failed = isFailedAttempt(name, statusId);
  const remark = (body.ndr_reason ?? body.reason ?? lastScan?.activity ?? '').trim() || name;
  return {
    ...(failed ? { failedAttempt: { remark } } : {}),
    awb: body.awb.trim(),
    // A failed attempt changes no shipment status the shop tracks: the parcel is still out.
    status: failed ? null : shiprocketStatus(name, statusId),
    description: failed && remark !== name ? `${name}: ${remark}` : name,
    location: lastScan?.location ?? null,
    at: shiprocketTime(stamp, receivedAt),
    // A report without a time still has one identity per status (replays change nothing).
    dedupeKey: reportKey(name, stamp),
    externalStatusId: statusId,
  };
}
