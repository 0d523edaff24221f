import { AppError } from '../../../platform/app-error.ts';
import type {
  BookedParcel,
  CarrierAdapter,
  NdrAction,
  ParcelOrder,
  TrackingReport,
} from './carriers.ports.ts';
import {
  isFailedAttempt,
  reportKey,
  shiprocketStatus,
  shiprocketTime,
} from './carriers.shiprocket-status.ts';

export const SHIPROCKET_DEFAULT_URL = 'https://apiv2.shiprocket.in';

/** Where Shiprocket's public tracking page shows a parcel. */
export const shiprocketTrackingUrl = (awb: string) =>
  `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`;

export type ShiprocketAccount = {
  baseUrl: string;
  email: string;
  password: string;
  /** The pickup location's name exactly as in Shiprocket → Settings → Pickup addresses. */
  pickupLocation: string;
};

/** A parcel's size and weight when the catalog knows none (a boxed RC part; docs/decisions/shipments-and-couriers.md). */
const defaultParcel = { length: 30, breadth: 20, height: 15, weight: 1 };
/** Shiprocket's token lasts 10 days; the shop signs in again after 9. */
const TOKEN_MS = 9 * 24 * 60 * 60 * 1000;

const rupees = (paise: number) => Math.round(paise) / 100;
const fail = (what: string, detail: string) =>
  new AppError('SERVICE_UNAVAILABLE', `Shiprocket: ${what} failed (${detail})`);

/**
 * The Shiprocket adapter: sign in (POST /v1/external/auth/login), create the order
 * (orders/create/adhoc), assign an AWB (courier/assign/awb), the label (courier/generate/label)
 * and tracking (courier/track/awb/{awb}). The account is read on every call, so a change in
 * Settings takes effect at once; the token is kept per account until it is refused or old.
 */
export function createShiprocketCarrier(deps: {
  account: () => Promise<ShiprocketAccount | null>;
  fetch?: typeof fetch;
  now?: () => number;
}) {
  const http = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  let token: { key: string; value: string; at: number } | null = null;

  async function account(): Promise<ShiprocketAccount> {
    const a = await deps.account();
    if (!a) {
      throw new AppError(
        'CONFLICT',
        'Shiprocket is not set up: add its API user in Settings → Couriers (or SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD).',
      );
    }
    return a;
  }

  async function call<T>(
    what: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    retried = false,
  ): Promise<T> {
    const a = await account();
    const auth = await signIn(a);
    let res: Response;
    try {
      res = await http(`${a.baseUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${auth}` },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(20_000),
      });
    } catch (err) {
      throw fail(what, err instanceof Error ? err.message : 'no answer');
    }
    if (res.status === 401 && !retried) {
      token = null;
      return call(what, method, path, body, true);
    }
    const json = (await res.json().catch(() => null)) as (T & { message?: string }) | null;
    if (!res.ok || json === null) {
      throw fail(what, json?.message ?? `HTTP ${res.status}`);
    }
    return json;
  }

  async function signIn(a: ShiprocketAccount): Promise<string> {
    const key = `${a.baseUrl}|${a.email}|${a.password}`;
    if (token && token.key === key && now() - token.at < TOKEN_MS) return token.value;
    let res: Response;
    try {
      res = await http(`${a.baseUrl}/v1/external/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: a.email, password: a.password }),
        signal: AbortSignal.timeout(20_000),
      });
    } catch (err) {
      throw fail('sign-in', err instanceof Error ? err.message : 'no answer');
    }
    const json = (await res.json().catch(() => null)) as {
      token?: string;
      message?: string;
    } | null;
    if (!res.ok || !json?.token) throw fail('sign-in', json?.message ?? `HTTP ${res.status}`);
    token = { key, value: json.token, at: now() };
    return json.token;
  }

  function adhocOrder(order: ParcelOrder, pickupLocation: string) {
    const a = order.address;
    const [first, ...rest] = a.name.trim().split(/\s+/);
    const ist = new Date(order.placedAt.getTime() + 330 * 60_000).toISOString();
    return {
      order_id: order.orderNumber,
      order_date: `${ist.slice(0, 10)} ${ist.slice(11, 16)}`,
      pickup_location: pickupLocation,
      billing_customer_name: first ?? a.name,
      billing_last_name: rest.join(' '),
      billing_address: a.address,
      // The courier's second address line carries the landmark (at most 80 characters, the
      // shared address schema's limit; docs/decisions/address-landmark-and-order-note.md).
      ...(a.landmark ? { billing_address_2: a.landmark } : {}),
      billing_city: a.city,
      billing_pincode: a.pincode,
      billing_state: a.state,
      billing_country: 'India',
      billing_email: a.email,
      billing_phone: a.phone.replace(/\D/g, '').slice(-10),
      shipping_is_billing: true,
      order_items: order.items.map((i) => ({
        name: i.name,
        sku: i.sku || i.name.slice(0, 40),
        units: i.quantity,
        selling_price: rupees(i.unitPricePaise),
      })),
      // What the courier collects: Shiprocket's COD amount is sub_total less total_discount
      // ("discounts to be applied to the order", orders/create/adhoc). A part-paid order sends
      // the advance paid online as total_discount, so only the balance is collected
      // (docs/decisions/part-paid-cod.md); an order with nothing to collect is Prepaid.
      payment_method: order.codAmountPaise > 0 ? 'COD' : 'Prepaid',
      sub_total: rupees(order.totalPaise),
      ...(order.codAmountPaise > 0 && order.codAmountPaise < order.totalPaise
        ? { total_discount: rupees(order.totalPaise - order.codAmountPaise) }
        : {}),
      // Goods above the e-way bill limit move under the bill the admin recorded
      // (docs/decisions/e-way-bills.md).
      ...(order.ewayBillNumber ? { ewaybill_no: order.ewayBillNumber } : {}),
      ...defaultParcel,
    };
  }

  const carrier: CarrierAdapter & {
    /** Forget the token (tests; a changed password is noticed on the next 401 anyway). */
    signOut(): void;
  } = {
    name: 'shiprocket',
    signOut() {
      token = null;
    },

    async book(order, opts): Promise<BookedParcel> {
      const a = await account();
      const created = await call<{ order_id?: number | string; shipment_id?: number | string }>(
        'creating the order',
        'POST',
        '/v1/external/orders/create/adhoc',
        adhocOrder(order, a.pickupLocation),
      );
      if (created.shipment_id === undefined || created.shipment_id === null) {
        throw fail('creating the order', 'no shipment id in the answer');
      }
      const courierId = opts.courier && /^\d+$/.test(opts.courier) ? Number(opts.courier) : null;
      const assigned = await call<{
        awb_assign_status?: number;
        response?: { data?: { awb_code?: string; courier_name?: string } };
        message?: string;
      }>('assigning the AWB', 'POST', '/v1/external/courier/assign/awb', {
        shipment_id: Number(created.shipment_id),
        ...(courierId !== null ? { courier_id: courierId } : {}),
      });
      const data = assigned.response?.data;
      if (assigned.awb_assign_status !== 1 || !data?.awb_code) {
        throw fail('assigning the AWB', assigned.message ?? 'no AWB in the answer');
      }
      return {
        courier: data.courier_name || 'Shiprocket',
        awb: data.awb_code,
        trackingUrl: shiprocketTrackingUrl(data.awb_code),
        externalOrderId: String(created.order_id ?? ''),
        externalShipmentId: String(created.shipment_id),
      };
    },

    async label(parcel) {
      if (!parcel.externalShipmentId) return null;
      const made = await call<{ label_created?: number; label_url?: string; response?: string }>(
        'the label',
        'POST',
        '/v1/external/courier/generate/label',
        { shipment_id: [Number(parcel.externalShipmentId)] },
      );
      if (made.label_created !== 1 || !made.label_url) {
        throw fail('the label', made.response ?? 'no label URL in the answer');
      }
      let res: Response;
      try {
        res = await http(made.label_url, { signal: AbortSignal.timeout(20_000) });
      } catch (err) {
        throw fail('downloading the label', err instanceof Error ? err.message : 'no answer');
      }
      if (!res.ok) throw fail('downloading the label', `HTTP ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },

    async track(awb): Promise<TrackingReport[]> {
      const answer = await call<{
        tracking_data?: {
          shipment_track_activities?:
            | {
                date?: string;
                status?: string;
                activity?: string;
                location?: string;
                'sr-status'?: string | number;
                'sr-status-label'?: string;
              }[]
            | null;
        };
      }>('tracking', 'GET', `/v1/external/courier/track/awb/${encodeURIComponent(awb)}`);
      const scans = answer.tracking_data?.shipment_track_activities ?? [];
      const at = new Date(now());
      return scans
        .map((s) => {
          const label = s['sr-status-label'] ?? s.status ?? 'UPDATE';
          const srId = Number(s['sr-status']);
          // A failed attempt as the webhook reads it (docs/decisions/failed-deliveries.md).
          const failed = isFailedAttempt(label, Number.isFinite(srId) ? srId : null);
          return {
            ...(failed ? { failedAttempt: { remark: s.activity || label } } : {}),
            awb,
            status: failed ? null : shiprocketStatus(label, Number.isFinite(srId) ? srId : null),
            description: s.activity || label,
            location: s.location ?? null,
            at: shiprocketTime(s.date, at),
            dedupeKey: reportKey(label, s.date),
            externalStatusId: Number.isFinite(srId) ? srId : null,
          };
        })
        .sort((x, y) => x.at.getTime() - y.at.getTime());
    },

    /**
     * POST /v1/external/ndr/{awb}/action (docs/decisions/failed-deliveries.md). Documented by
     * Shiprocket: `action` ('re-attempt', 'return' or 'fake-attempt'), `comments` (required),
     * and for a re-attempt the optional `phone`, `address1`, `address2` and `deferred_date`
     * (YYYY-MM-DD). Assumed: the answer is JSON with a `message` on success, and a 4xx with a
     * `message` when Shiprocket refuses (the shape its other endpoints answer).
     */
    async ndrAction(awb: string, action: NdrAction) {
      const body =
        action.kind === 'return'
          ? { action: 'return', comments: action.comment }
          : {
              action: 're-attempt',
              comments: action.comment,
              ...(action.phone ? { phone: action.phone } : {}),
              ...(action.address1 ? { address1: action.address1 } : {}),
              ...(action.address2 ? { address2: action.address2 } : {}),
              ...(action.date ? { deferred_date: action.date } : {}),
            };
      const answer = await call<{ message?: string; status?: unknown }>(
        'the NDR action',
        'POST',
        `/v1/external/ndr/${encodeURIComponent(awb)}/action`,
        body,
      );
      return {
        message:
          typeof answer.message === 'string' && answer.message
            ? answer.message
            : 'Accepted by Shiprocket',
      };
    },
  };
  return carrier;
}
export type ShiprocketCarrier = ReturnType<typeof createShiprocketCarrier>;
