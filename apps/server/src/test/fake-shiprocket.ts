import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type FakeShipment = {
  orderId: number;
  shipmentId: number;
  channelOrderId: string;
  body: Record<string, unknown>;
  awb: string | null;
  courierName: string | null;
};

/** A tiny PDF, enough for a client to recognise one. */
export const FAKE_LABEL_PDF = Buffer.from('%PDF-1.4\n% fake shiprocket label\n%%EOF\n');

/**
 * A local stand-in for Shiprocket's API on 127.0.0.1, modelled on the real one: sign in with
 * email and password for a bearer token, create an ad hoc order, assign an AWB, generate a label
 * (a URL to a PDF) and track by AWB. Requests are recorded for assertions.
 */
export async function startFakeShiprocket(account: { email: string; password: string }) {
  const tokens = new Set<string>();
  const shipments = new Map<number, FakeShipment>();
  const byAwb = new Map<string, FakeShipment>();
  const requests: { method: string; path: string; body: unknown; auth: string | null }[] = [];
  const scans = new Map<string, Record<string, unknown>[]>();
  let nextId = 1000;
  let logins = 0;
  /** NDR actions received (docs/decisions/failed-deliveries.md), for tests to read. */
  const ndrActions: { awb: string; body: Record<string, unknown> }[] = [];
  let refuseNdr: string | null = null;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const body = req.method === 'POST' ? await readBody(req) : {};
      const auth = req.headers.authorization ?? null;
      requests.push({ method: req.method ?? '', path: url.pathname, body, auth });

      if (url.pathname === '/v1/external/auth/login' && req.method === 'POST') {
        if (body.email !== account.email || body.password !== account.password) {
          return send(res, 400, {
            message: 'Invalid email and password combination',
            status_code: 400,
          });
        }
        logins += 1;
        const token = randomBytes(16).toString('hex');
        tokens.add(token);
        return send(res, 200, { id: 1, email: account.email, token });
      }
      if (url.pathname.startsWith('/labels/')) {
        res.writeHead(200, { 'content-type': 'application/pdf' }).end(FAKE_LABEL_PDF);
        return;
      }
      const bearer = auth?.replace(/^Bearer /, '') ?? '';
      if (!tokens.has(bearer)) {
        return send(res, 401, { message: 'Token has expired', status_code: 401 });
      }
      if (url.pathname === '/v1/external/orders/create/adhoc' && req.method === 'POST') {
        const missing = ['order_id', 'pickup_location', 'billing_pincode', 'order_items'].filter(
          (k) => body[k] === undefined,
        );
        if (missing.length > 0) {
          return send(res, 422, { message: 'The given data was invalid.', errors: missing });
        }
        if (body.ewaybill_no !== undefined && !/^\d{12}$/.test(String(body.ewaybill_no))) {
          return send(res, 422, { message: 'The ewaybill no must be 12 digits.' });
        }
        const shipment: FakeShipment = {
          orderId: nextId++,
          shipmentId: nextId++,
          channelOrderId: String(body.order_id),
          body,
          awb: null,
          courierName: null,
        };
        shipments.set(shipment.shipmentId, shipment);
        return send(res, 200, {
          order_id: shipment.orderId,
          shipment_id: shipment.shipmentId,
          status: 'NEW',
          status_code: 1,
        });
      }
      if (url.pathname === '/v1/external/courier/assign/awb' && req.method === 'POST') {
        const shipment = shipments.get(Number(body.shipment_id));
        if (!shipment) return send(res, 400, { message: 'Invalid shipment id' });
        shipment.awb = `SR${shipment.shipmentId}${String(nextId++).padStart(6, '0')}`;
        shipment.courierName = 'Delhivery Surface';
        byAwb.set(shipment.awb, shipment);
        return send(res, 200, {
          awb_assign_status: 1,
          response: {
            data: {
              courier_company_id: 12,
              awb_code: shipment.awb,
              shipment_id: shipment.shipmentId,
              courier_name: shipment.courierName,
            },
          },
        });
      }
      if (url.pathname === '/v1/external/courier/generate/label' && req.method === 'POST') {
        const ids = (body.shipment_id as number[] | undefined) ?? [];
        if (!ids.every((id) => shipments.has(Number(id)))) {
          return send(res, 400, { message: 'Invalid shipment id' });
        }
        const host = (server.address() as AddressInfo).port;
        return send(res, 200, {
          label_created: 1,
          label_url: `http://127.0.0.1:${host}/labels/${ids.join('-')}.pdf`,
          response: 'Label has been created and uploaded successfully!',
          not_created: [],
        });
      }
      // NDR action, modelled on Shiprocket's documented request: action 're-attempt' |
      // 'return' | 'fake-attempt', comments required; phone, address1, address2, deferred_date
      // optional. The answer's shape is assumed (a message), as is the 422 for a refusal.
      const ndr = /^\/v1\/external\/ndr\/(.+)\/action$/.exec(url.pathname);
      if (ndr && req.method === 'POST') {
        const awb = decodeURIComponent(ndr[1]!);
        if (!byAwb.has(awb)) return send(res, 404, { message: 'AWB not found in NDR' });
        if (refuseNdr) return send(res, 422, { message: refuseNdr });
        const allowed = ['re-attempt', 'return', 'fake-attempt'];
        if (!allowed.includes(String(body.action)) || typeof body.comments !== 'string') {
          return send(res, 422, { message: 'The action and comments fields are required.' });
        }
        if (
          body.deferred_date !== undefined &&
          !/^\d{4}-\d{2}-\d{2}$/.test(String(body.deferred_date))
        ) {
          return send(res, 422, { message: 'The deferred date must be a date (Y-m-d).' });
        }
        ndrActions.push({ awb, body });
        return send(res, 200, { message: 'Action taken successfully' });
      }
      const track = /^\/v1\/external\/courier\/track\/awb\/(.+)$/.exec(url.pathname);
      if (track && req.method === 'GET') {
        const awb = decodeURIComponent(track[1]!);
        if (!byAwb.has(awb))
          return send(res, 200, {
            tracking_data: { track_status: 0, error: 'No activities found' },
          });
        return send(res, 200, {
          tracking_data: {
            track_status: 1,
            shipment_status: 18,
            shipment_track_activities: scans.get(awb) ?? [],
            track_url: `https://shiprocket.co/tracking/${awb}`,
          },
        });
      }
      send(res, 404, { message: 'Not found' });
    })().catch((err: unknown) => send(res, 500, { message: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    shipments,
    get logins() {
      return logins;
    },
    /** Expires every token (the next call gets 401 and must sign in again). */
    expireTokens: () => tokens.clear(),
    /** Tracking activities the track call answers for an AWB (Shiprocket's field names). */
    setScans: (awb: string, list: Record<string, unknown>[]) => scans.set(awb, list),
    ndrActions,
    /** Refuse every NDR action with this message (null: accept again). */
    refuseNdrActions: (message: string | null) => {
      refuseNdr = message;
    },
    /**
     * A tracking webhook body for a failed delivery attempt, as Shiprocket posts it (the fields
     * the shop reads: awb, current_status "UNDELIVERED", current_status_id 21, the time in India
     * time "DD MM YYYY HH:mm:ss", and the scans with the courier's remark as `activity`).
     */
    ndrWebhook: (awb: string, remark: string, at: string) => ({
      awb,
      courier_name: 'Delhivery Surface',
      current_status: 'UNDELIVERED',
      current_status_id: 21,
      shipment_status: 'UNDELIVERED',
      shipment_status_id: 21,
      current_timestamp: at,
      scans: [{ date: at, activity: remark, location: 'Bengaluru Hub', 'sr-status': 21 }],
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
