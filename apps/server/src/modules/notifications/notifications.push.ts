import { createPublicKey } from 'node:crypto';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import webpush from 'web-push';
import { formatPaise, rupeesToPaise } from '@propwash/domain/money';
import type { PushMessage, PushSubscriptionBody } from '@propwash/domain/notifications/schemas';
import type { OrderStatus } from '@propwash/domain/orders/status';
import type { DomainEvent } from '@propwash/domain/platform/events';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import { endpointProblem, type PushSender } from './notifications.push-sender.ts';
import { pushSubscriptions } from './notifications.tables.ts';
import type { VapidKeys } from './notifications.vapid.ts';

/** One browser may subscribe many times over the years; beyond this the oldest ones go. */
const MAX_SUBSCRIPTIONS_PER_USER = 10;
/** Messages sent at the same time; the rest wait in line. */
const CONCURRENCY = 4;
/** Messages allowed to wait; beyond this new ones are dropped (and logged), never the process. */
const MAX_WAITING = 2_000;
/** How long a message to the admins waits for others to share its read of their subscriptions. */
const ADMIN_BATCH_MS = 100;
/** A status change is still worth showing a day later; after that the order page says it. */
const TTL_SECONDS = 24 * 60 * 60;

type Audience = { kind: 'admins' } | { kind: 'user'; userId: string };
type Delivery = { audience: Audience; message: PushMessage; urgency: 'normal' | 'high' };

const statusNews: Record<OrderStatus, string> = {
  pending: 'Your order is waiting for its payment.',
  confirmed: 'Your order is confirmed and will be packed soon.',
  processing: 'We are packing your order.',
  shipped: 'Your order is on its way.',
  out_for_delivery: 'Your order is out for delivery today.',
  delivered: 'Your order has been delivered. Happy flying!',
  cancelled: 'Your order has been cancelled.',
  returned_to_origin: 'Your parcel could not be delivered and has come back to us.',
};

const rupees = (amount: number) => formatPaise(rupeesToPaise(amount));

/** Who hears about an event and what they read; null when nobody is told. */
export function pushDeliveryFor(event: DomainEvent): Delivery | null {
  if (event.type === 'order.placed') {
    const waiting = event.status === 'pending' ? ' · awaiting payment' : '';
    return {
      audience: { kind: 'admins' },
      urgency: 'high',
      message: {
        title: `New order ${event.orderNumber}`,
        body: `${event.customerName} · ${rupees(event.total)}${waiting}`,
        url: `/admin/orders/${event.orderId}`,
        tag: `admin-order-${event.orderId}`,
      },
    };
  }
  if (event.type === 'delivery.failed') {
    // The owner's queue of failed deliveries (docs/decisions/failed-deliveries.md).
    return {
      audience: { kind: 'admins' },
      urgency: 'high',
      message: {
        title: `Delivery failed: ${event.orderNumber}`,
        body: `${event.customerName} · ${event.reason} (attempt ${event.attempts})`,
        url: '/admin/orders/failed-deliveries',
        tag: `admin-ndr-${event.orderId}`,
      },
    };
  }
  if (event.type === 'order.updated') {
    if (!event.userId) return null;
    const refunding =
      event.paymentStatus === 'refund_pending' || event.paymentStatus === 'refunded'
        ? ' Your refund has been started.'
        : '';
    const message: Omit<PushMessage, 'url' | 'tag'> =
      event.reason === 'paid'
        ? {
            title: `Payment received for order ${event.orderNumber}`,
            body: `We have your payment of ${rupees(event.total)}. ${statusNews[event.status]}`,
          }
        : {
            title: `Order ${event.orderNumber} ${event.status}`,
            body: statusNews[event.status] + (event.status === 'cancelled' ? refunding : ''),
          };
    return {
      audience: { kind: 'user', userId: event.userId },
      urgency: 'normal',
      message: { ...message, url: `/order/${event.orderId}`, tag: `order-${event.orderId}` },
    };
  }
  return null;
}

/** The P-256 point must be real: the encryption would fail on it at every send otherwise. */
function isP256Point(p256dh: string): boolean {
  const raw = Buffer.from(p256dh, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return false;
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * Web Push (docs/decisions/web-push.md): browsers' subscriptions bound to a user, and the messages the
 * shop's events cause (status changes to the order's owner, new orders to every admin). Sending
 * happens after the request, in a bounded line; a subscription the push service says is gone
 * (404/410) is deleted.
 */
export function createPushService(deps: {
  db: Db;
  keys: VapidKeys;
  subject: string;
  allowLoopbackEndpoints: boolean;
  send: PushSender;
  /** A subquery of the ids of the admins who may be told about new orders (active accounts). */
  adminIdsSql: SQL;
  /**
   * The customer's browser_push consent (the privacy module's log; docs/decisions/privacy-and-consent.md):
   * subscribing a browser records a grant, and order updates go only to a current grant.
   */
  consent: {
    grant(userId: string): Promise<unknown>;
    isGranted(userId: string): Promise<boolean>;
  };
  log: (msg: string, err?: unknown) => void;
}) {
  const { db } = deps;
  const vapidDetails = {
    subject: deps.subject,
    publicKey: deps.keys.publicKey,
    privateKey: deps.keys.privateKey,
  };

  // --- a small work line: at most CONCURRENCY sends at once, nothing ever awaited by a request ---
  const waiting: (() => Promise<void>)[] = [];
  let running = 0;
  let idleWaiters: (() => void)[] = [];
  let isClosed = false;

  function enqueue(job: () => Promise<void>) {
    if (isClosed) return;
    if (waiting.length >= MAX_WAITING) {
      deps.log('push: too many messages waiting, one dropped');
      return;
    }
    waiting.push(job);
    pump();
  }

  function pump() {
    while (running < CONCURRENCY && waiting.length > 0) {
      const job = waiting.shift()!;
      running += 1;
      void job()
        .catch((err: unknown) => deps.log('push: a delivery failed', err))
        .finally(() => {
          running -= 1;
          pump();
        });
    }
    if (running === 0 && waiting.length === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      waiters.forEach((resolve) => resolve());
    }
  }

  function idle(): Promise<void> {
    if (running === 0 && waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => idleWaiters.push(resolve));
  }

  // The subscriptions of one customer, or of every admin (read after every order placed), each
  // one statement built once.
  const subscriptionColumns = {
    id: pushSubscriptions.id,
    endpoint: pushSubscriptions.endpoint,
    p256dh: pushSubscriptions.p256dh,
    auth: pushSubscriptions.auth,
  };
  const userSubscriptions = db
    .select(subscriptionColumns)
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, sql.placeholder('userId')))
    .prepare('push_user_subscriptions');
  const adminSubscriptions = db
    .select(subscriptionColumns)
    .from(pushSubscriptions)
    .where(sql`${pushSubscriptions.userId} in (${deps.adminIdsSql})`)
    .prepare('push_admin_subscriptions');

  function subscriptionsOf(audience: Audience) {
    return audience.kind === 'user'
      ? userSubscriptions.execute({ userId: audience.userId })
      : adminSubscriptions.execute();
  }

  async function sendOne(
    sub: { id: string; endpoint: string; p256dh: string; auth: string },
    delivery: Delivery,
    topic?: string,
  ) {
    const details = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify(delivery.message),
      {
        vapidDetails,
        TTL: TTL_SECONDS,
        urgency: delivery.urgency,
        contentEncoding: 'aes128gcm',
        ...(topic ? { topic } : {}),
      },
    );
    const host = new URL(sub.endpoint).host;
    try {
      const answer = await deps.send({
        endpoint: details.endpoint,
        method: details.method,
        headers: details.headers as Record<string, string | number>,
        body: (details.body as Buffer | null) ?? null,
      });
      if (answer.statusCode === 404 || answer.statusCode === 410) {
        // The browser unsubscribed or the subscription expired: it will never work again.
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
        return;
      }
      if (answer.statusCode < 200 || answer.statusCode >= 300) {
        deps.log(
          `push: ${host} answered ${answer.statusCode} for subscription ${sub.id}: ${answer.body.slice(0, 200)}`,
        );
        return;
      }
      // Accepted: the retention table's push_subscriptions days count from now (privacy.retention.ts).
      await db
        .update(pushSubscriptions)
        .set({ lastOkAt: new Date() })
        .where(eq(pushSubscriptions.id, sub.id));
    } catch (err) {
      deps.log(`push: sending to ${host} failed (subscription ${sub.id})`, err);
    }
  }

  // Messages to the admins (one per order placed) wait up to ADMIN_BATCH_MS and share one read
  // of the admins' subscriptions: a busy hour reads them a few times a second, not once an order.
  let adminBatch: { delivery: Delivery; topic?: string }[] | null = null;

  function deliver(delivery: Delivery, topic?: string) {
    if (delivery.audience.kind === 'admins') {
      if (adminBatch) {
        adminBatch.push({ delivery, topic });
        return;
      }
      const batch = [{ delivery, topic }];
      adminBatch = batch;
      // The wait runs as a job of the line, so idle() and close() wait for the batch too.
      enqueue(async () => {
        try {
          await new Promise((resolve) => setTimeout(resolve, ADMIN_BATCH_MS));
        } finally {
          adminBatch = null;
        }
        const subs = await subscriptionsOf(delivery.audience);
        for (const one of batch) {
          for (const sub of subs) enqueue(() => sendOne(sub, one.delivery, one.topic));
        }
      });
      return;
    }
    const audience = delivery.audience;
    enqueue(async () => {
      if (!(await deps.consent.isGranted(audience.userId))) return;
      const subs = await subscriptionsOf(audience);
      for (const sub of subs) enqueue(() => sendOne(sub, delivery, topic));
    });
  }

  return {
    publicKey: deps.keys.publicKey,

    /**
     * Saves this browser's subscription for the user; the endpoint is the key, so a browser
     * signed in as someone else now is bound to them. True when it was new.
     */
    async subscribe(userId: string, body: PushSubscriptionBody): Promise<{ isNew: boolean }> {
      const problem = endpointProblem(body.endpoint, deps.allowLoopbackEndpoints);
      if (problem) {
        throw new AppError('VALIDATION_FAILED', `endpoint: ${problem}`, {
          details: { issues: [{ field: 'endpoint', message: problem }] },
        });
      }
      if (!isP256Point(body.keys.p256dh)) {
        throw new AppError('VALIDATION_FAILED', 'keys.p256dh: must be a P-256 public key', {
          details: { issues: [{ field: 'keys.p256dh', message: 'must be a P-256 public key' }] },
        });
      }
      const [row] = await db
        .insert(pushSubscriptions)
        .values({ userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          // Re-posting counts as fresh, so the cap below drops browsers not seen for longest.
          set: { userId, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: new Date() },
        })
        // xmax is 0 only for a row this statement inserted (PostgreSQL's own bookkeeping).
        .returning({ isNew: sql<boolean>`(xmax = 0)` });
      const beyondCap = await db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .offset(MAX_SUBSCRIPTIONS_PER_USER);
      if (beyondCap.length > 0) {
        await db.delete(pushSubscriptions).where(
          inArray(
            pushSubscriptions.id,
            beyondCap.map((r) => r.id),
          ),
        );
      }
      // Allowing notifications in the browser and subscribing is the clear affirmative action.
      await deps.consent.grant(userId);
      return { isNew: Boolean(row?.isNew) };
    },

    /** Deletes every subscription of the user (browser_push withdrawn); answers how many. */
    async removeAllOf(userId: string): Promise<number> {
      const removed = await db
        .delete(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .returning({ id: pushSubscriptions.id });
      return removed.length;
    },

    /** Removes one of the user's own subscriptions; false when they have none at that endpoint. */
    async unsubscribe(userId: string, endpoint: string): Promise<boolean> {
      const removed = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
        .returning({ id: pushSubscriptions.id });
      return removed.length > 0;
    },

    /** The event bus listener: queues the messages an event causes and returns at once. */
    handleEvent(event: DomainEvent) {
      const delivery = pushDeliveryFor(event);
      if (!delivery) return;
      // A newer status replaces an older one still waiting at the push service (RFC 8030 Topic).
      const topic =
        delivery.audience.kind === 'user' && event.type !== 'stock.low'
          ? event.orderId.replace(/[^A-Za-z0-9_]/g, '').slice(0, 32)
          : undefined;
      deliver(delivery, topic);
    },

    /** Resolves when every queued message has been sent or given up (tests, shutdown). */
    idle,

    /** Stops taking new messages and waits for those under way (each has a time limit). */
    async close() {
      isClosed = true;
      await idle();
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
