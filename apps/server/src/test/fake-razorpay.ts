import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type FakeOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  notes: Record<string, string>;
  created_at: number;
};

type FakePayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  method: string;
  amount_refunded: number;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
};

const rid = (prefix: string) =>
  `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;
const now = () => Math.floor(Date.now() / 1000);

/**
 * A local stand-in for Razorpay's Orders API on 127.0.0.1 (basic auth with the key pair), plus
 * what the real checkout and webhooks would produce: a captured payment with the checkout's
 * signed response, and signed webhook deliveries.
 */
export async function startFakeRazorpay(account: {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
}) {
  const orders = new Map<string, FakeOrder>();
  const paymentsById = new Map<string, FakePayment>();
  const refunds: { id: string; paymentId: string; amount: number }[] = [];
  const requests: string[] = [];
  /** Answers the next N API calls with 503 (an outage). */
  let outages = 0;
  const expectedAuth = `Basic ${Buffer.from(`${account.keyId}:${account.keySecret}`).toString('base64')}`;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const badRequest = (res: ServerResponse, description: string) =>
    send(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description } });

  async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push(`${req.method} ${path}`);
    if (outages > 0) {
      outages--;
      return send(res, 503, { error: { code: 'SERVER_ERROR', description: 'unavailable' } });
    }
    if (req.headers.authorization !== expectedAuth) {
      return send(res, 401, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
      });
    }
    let m: RegExpMatchArray | null;
    if (req.method === 'POST' && path === '/v1/orders') {
      const body = await readJson(req);
      const amount = body.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
        return badRequest(res, 'The amount must be atleast INR 1.00');
      }
      if (body.currency !== 'INR') return badRequest(res, 'Currency is not supported');
      const order: FakeOrder = {
        id: rid('order'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: 'INR',
        receipt: typeof body.receipt === 'string' ? body.receipt : null,
        status: 'created',
        notes: (body.notes as Record<string, string>) ?? {},
        created_at: now(),
      };
      orders.set(order.id, order);
      return send(res, 200, order);
    }
    if (req.method === 'GET' && (m = path.match(/^\/v1\/orders\/([^/]+)\/payments$/))) {
      if (!orders.has(m[1]!)) return badRequest(res, 'The id provided does not exist');
      const items = [...paymentsById.values()].filter((p) => p.order_id === m![1]);
      return send(res, 200, { entity: 'collection', count: items.length, items });
    }
    if (req.method === 'POST' && (m = path.match(/^\/v1\/payments\/([^/]+)\/refund$/))) {
      const payment = paymentsById.get(m[1]!);
      if (!payment) return badRequest(res, 'The id provided does not exist');
      const body = await readJson(req);
      const left = payment.amount - payment.amount_refunded;
      const amount = typeof body.amount === 'number' ? body.amount : left;
      if (payment.status === 'refunded' || left === 0) {
        return badRequest(res, 'The payment has been fully refunded already');
      }
      if (payment.status !== 'captured') {
        return badRequest(res, 'Only captured payments can be refunded');
      }
      if (amount > left) {
        return badRequest(res, 'The refund amount provided is greater than amount captured');
      }
      payment.amount_refunded += amount;
      if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
      const refund = { id: rid('rfnd'), paymentId: payment.id, amount };
      refunds.push(refund);
      return send(res, 200, {
        id: refund.id,
        entity: 'refund',
        amount,
        currency: 'INR',
        payment_id: payment.id,
        status: 'processed',
        created_at: now(),
      });
    }
    return send(res, 404, { error: { code: 'BAD_REQUEST_ERROR', description: 'no route' } });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => badRequest(res, 'bad request'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sign = (secret: string, data: string) =>
    createHmac('sha256', secret).update(data).digest('hex');

  return {
    url,
    orders,
    payments: paymentsById,
    refunds,
    requests,
    failNext(count = 1) {
      outages = count;
    },

    /** The shopper pays on Razorpay's checkout: a captured payment and the handler's response. */
    capture(orderId: string, opts: { method?: string; amount?: number } = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake razorpay: no order ${orderId}`);
      const payment: FakePayment = {
        id: rid('pay'),
        entity: 'payment',
        amount: opts.amount ?? order.amount,
        currency: 'INR',
        status: 'captured',
        order_id: order.id,
        method: opts.method ?? 'upi',
        amount_refunded: 0,
        error_code: null,
        error_description: null,
        created_at: now(),
      };
      paymentsById.set(payment.id, payment);
      order.status = 'paid';
      order.amount_paid = payment.amount;
      order.amount_due = 0;
      return {
        payment,
        checkout: {
          razorpay_order_id: order.id,
          razorpay_payment_id: payment.id,
          razorpay_signature: sign(account.keySecret, `${order.id}|${payment.id}`),
        },
      };
    },

    /** A failed attempt on the order (card declined). */
    fail(orderId: string, description = 'Payment declined by the bank') {
      const payment: FakePayment = {
        id: rid('pay'),
        entity: 'payment',
        amount: orders.get(orderId)?.amount ?? 0,
        currency: 'INR',
        status: 'failed',
        order_id: orderId,
        method: 'card',
        amount_refunded: 0,
        error_code: 'BAD_REQUEST_ERROR',
        error_description: description,
        created_at: now(),
      };
      paymentsById.set(payment.id, payment);
      return payment;
    },

    /** A webhook delivery as Razorpay sends it: raw JSON body and its signed headers. */
    webhook(
      event: 'payment.captured' | 'order.paid' | 'payment.failed',
      paymentId: string,
      opts: { eventId?: string; secret?: string } = {},
    ) {
      const payment = paymentsById.get(paymentId);
      if (!payment) throw new Error(`fake razorpay: no payment ${paymentId}`);
      const order = orders.get(payment.order_id);
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_FakeAccount01',
        event,
        contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
        payload: {
          payment: { entity: payment },
          ...(event === 'order.paid' && order ? { order: { entity: order } } : {}),
        },
        created_at: now(),
      });
      const secret = opts.secret ?? account.webhookSecret ?? '';
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': sign(secret, body),
          'x-razorpay-event-id': opts.eventId ?? rid('evt'),
        },
      };
    },

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;
