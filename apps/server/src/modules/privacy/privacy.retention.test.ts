import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@propwash/domain/india-time';
import { retentionRule } from '@propwash/domain/privacy/retention';
import { passwordResets, sessions, signInCodes, signIns } from '../accounts/accounts.tables.ts';
import { auditEntries } from '../audit/audit.tables.ts';
import { stockAlerts } from '../inventory/inventory.tables.ts';
import { checkouts } from '../cart/cart.tables.ts';
import { grievances } from '../legal/legal.tables.ts';
import { pushSubscriptions } from '../notifications/notifications.tables.ts';
import { whatsappMessages } from '../whatsapp/whatsapp.tables.ts';
import { idempotencyKeys } from '../../platform/platform.tables.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createRetentionJob, scheduledKinds, type RetentionReport } from './privacy.retention.ts';

// The daily clean-up deletes by the retention table (docs/decisions/security-log-and-retention.md):
// for each kind, a row a day past its rule's days goes and one a day short of them stays.
const session = useTestApp();
const now = new Date();
/** An instant `days` days before now, give or take `hours`. */
const ago = (days: number, hours = 0) =>
  new Date(now.getTime() - days * DAY_MS - hours * 3_600_000);
const daysOf = (key: Parameters<typeof retentionRule>[0]) => retentionRule(key).days!;

type Ids = { old: string[]; young: string[] };
const made: Record<string, Ids> = {};
let report: RetentionReport;

beforeAll(async () => {
  const { t } = session;
  const db = t.db;
  const user = await t.makeUser();

  const signInAt = async (at: Date) =>
    (
      await db
        .insert(signIns)
        .values({ email: 'old@example.com', method: 'password', outcome: 'success', at })
        .returning()
    )[0]!.id;
  const d = daysOf('sign_in_log');
  made.sign_in_log = {
    old: [await signInAt(ago(d + 1))],
    young: [await signInAt(ago(d - 1))],
  };

  const auditAt = async (at: Date) =>
    (
      await db
        .insert(auditEntries)
        .values({
          at,
          actorName: 'Admin',
          actorEmail: 'admin@example.com',
          kind: 'product',
          recordId: randomUUID(),
          recordLabel: 'A product',
          action: 'update',
          changes: {},
        })
        .returning()
    )[0]!.id;
  const a = daysOf('admin_changes');
  made.admin_changes = { old: [await auditAt(ago(a + 1))], young: [await auditAt(ago(a - 1))] };

  const sessionWith = async (v: { expiresAt: Date; revokedAt?: Date }) =>
    (
      await db
        .insert(sessions)
        .values({ userId: user.id, ...v })
        .returning()
    )[0]!.id;
  const s = daysOf('sessions');
  made.sessions = {
    old: [
      await sessionWith({ expiresAt: ago(s + 1) }),
      // Signed out long ago, though it would have lasted longer.
      await sessionWith({ expiresAt: ago(s - 5), revokedAt: ago(s + 1) }),
    ],
    young: [
      await sessionWith({ expiresAt: ago(s - 1) }),
      await sessionWith({ expiresAt: ago(-1), revokedAt: ago(s - 1) }),
      await sessionWith({ expiresAt: ago(-20) }),
    ],
  };

  const resetWith = async (v: { expiresAt: Date; usedAt?: Date }) =>
    (
      await db
        .insert(passwordResets)
        .values({ userId: user.id, tokenHash: randomUUID(), ...v })
        .returning()
    )[0]!.id;
  const r = daysOf('password_resets');
  made.password_resets = {
    old: [
      await resetWith({ expiresAt: ago(r + 1) }),
      await resetWith({ expiresAt: ago(r - 1, 1), usedAt: ago(r + 1) }),
    ],
    young: [
      await resetWith({ expiresAt: ago(r - 1) }),
      await resetWith({ expiresAt: ago(-1), usedAt: ago(r - 1) }),
    ],
  };

  const codeAt = async (createdAt: Date) =>
    (
      await db
        .insert(signInCodes)
        .values({
          channel: 'email',
          target: 'old@example.com',
          codeHash: 'h',
          expiresAt: new Date(createdAt.getTime() + 600_000),
          createdAt,
        })
        .returning()
    )[0]!.id;
  const c = daysOf('sign_in_codes');
  made.sign_in_codes = {
    old: [await codeAt(ago(c + 1))],
    // Still young a few hours short of its day.
    young: [await codeAt(ago(c - 1)), await codeAt(ago(0, 20))],
  };
  const checkoutSeenAt = async (seenAt: Date, closedAt: Date | null) =>
    (
      await db
        .insert(checkouts)
        .values({
          userId: user.id,
          startedAt: seenAt,
          seenAt,
          lines: [],
          valuePaise: 0,
          closedAt,
          closeReason: closedAt ? 'emptied' : null,
        })
        .returning()
    )[0]!.id;
  const co = daysOf('abandoned_checkouts');
  made.abandoned_checkouts = {
    // Open or closed, a checkout goes once its last visit is past the rule.
    old: [await checkoutSeenAt(ago(co + 1), ago(co))],
    young: [await checkoutSeenAt(ago(co - 1), null)],
  };

  const pushOkAt = async (lastOkAt: Date) =>
    (
      await db
        .insert(pushSubscriptions)
        .values({
          userId: user.id,
          endpoint: `https://push.example.com/${randomUUID()}`,
          p256dh: 'key',
          auth: 'auth',
          lastOkAt,
          createdAt: ago(1000),
        })
        .returning()
    )[0]!.id;
  const p = daysOf('push_subscriptions');
  made.push_subscriptions = {
    old: [await pushOkAt(ago(p + 1))],
    young: [await pushOkAt(ago(p - 1))],
  };

  const grievanceWith = async (v: { status: 'open' | 'resolved' | 'rejected'; closedAt?: Date }) =>
    (
      await db
        .insert(grievances)
        .values({
          ticket: `GRV-${randomUUID().slice(0, 8)}`,
          name: 'Asha',
          email: 'asha@example.com',
          subject: 'Late parcel',
          message: 'My parcel is late.',
          acknowledgeBy: ago(5000),
          resolveBy: ago(5000),
          createdAt: ago(5000),
          ...v,
        })
        .returning()
    )[0]!.id;
  const g = daysOf('grievances');
  made.grievances = {
    old: [
      await grievanceWith({ status: 'resolved', closedAt: ago(g + 1) }),
      await grievanceWith({ status: 'rejected', closedAt: ago(g + 1) }),
    ],
    young: [
      await grievanceWith({ status: 'resolved', closedAt: ago(g - 1) }),
      // Open grievances stay whatever their age.
      await grievanceWith({ status: 'open' }),
    ],
  };

  const product = await t.makeProduct({ stock: 0 });
  const alertAt = async (createdAt: Date, notifiedAt: Date | null) =>
    (
      await db
        .insert(stockAlerts)
        .values({
          productId: product.id,
          email: `${randomUUID()}@example.com`,
          channel: 'email',
          createdAt,
          notifiedAt,
        })
        .returning()
    )[0]!.id;
  const sa = daysOf('stock_alerts');
  made.stock_alerts = {
    // Told or still waiting, a request goes a year after it was made.
    old: [await alertAt(ago(sa + 1), null), await alertAt(ago(sa + 1), ago(sa - 10))],
    young: [await alertAt(ago(sa - 1), null), await alertAt(ago(sa - 1), ago(1))],
  };

  const messageAt = async (createdAt: Date) =>
    (
      await db
        .insert(whatsappMessages)
        .values({
          userId: user.id,
          toPhone: '919845012345',
          purpose: 'order_update',
          template: 'order_update',
          content: { body: ['Asha'] },
          status: 'read',
          createdAt,
        })
        .returning()
    )[0]!.id;
  const w = daysOf('whatsapp_messages');
  made.whatsapp_messages = {
    old: [await messageAt(ago(w + 1))],
    young: [await messageAt(ago(w - 1))],
  };
  const keyExpiring = async (expiresAt: Date) => {
    const key = randomUUID();
    await db
      .insert(idempotencyKeys)
      .values({ scope: 'test', key, requestHash: 'h', status: 'completed', expiresAt });
    return key;
  };
  made.expired_keys = { old: [await keyExpiring(ago(0, 1))], young: [await keyExpiring(ago(-1))] };

  report = await t.services.retention.runOnce(now);
});

const tables = {
  sign_in_log: signIns,
  admin_changes: auditEntries,
  sessions,
  password_resets: passwordResets,
  sign_in_codes: signInCodes,
  abandoned_checkouts: checkouts,
  push_subscriptions: pushSubscriptions,
  grievances,
  stock_alerts: stockAlerts,
  whatsapp_messages: whatsappMessages,
} as const;

async function left(kind: keyof typeof tables, ids: string[]) {
  const table = tables[kind];
  return session.t.db.$count(table, inArray(table.id, ids));
}

describe('the daily clean-up by the retention table', () => {
  it.each(scheduledKinds)('deletes %s older than its rule and keeps younger ones', async (kind) => {
    const ids = made[kind]!;
    expect(await left(kind, ids.old)).toBe(0);
    expect(await left(kind, ids.young)).toBe(ids.young.length);
    expect(report[kind]).toBe(ids.old.length);
  });

  it('deletes expired idempotency keys and keeps live ones', async () => {
    const ids = made.expired_keys!;
    const rows = await session.t.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, [...ids.old, ...ids.young]));
    expect(rows.map((r) => r.key)).toEqual(ids.young);
    expect(report.expired_keys).toBe(1);
  });

  it('finds nothing more on a second run (another instance may run it too)', async () => {
    const again = await session.t.services.retention.runOnce(now);
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
  });

  it('deletes by the rule: a cutoff a day later reaches the rows a day younger', async () => {
    const later = new Date(now.getTime() + 2 * DAY_MS);
    const report = await session.t.services.retention.runOnce(later);
    expect(report.sign_in_log).toBe(1);
    expect(await left('sign_in_log', made.sign_in_log!.young)).toBe(0);
  });

  it('runs each kind in order and reports failures without stopping the server', async () => {
    const order: string[] = [];
    const errors: unknown[] = [];
    const job = createRetentionJob({
      deletes: Object.fromEntries(
        scheduledKinds.map((k) => [
          k,
          async (cutoff: Date) => {
            order.push(k);
            expect(now.getTime() - cutoff.getTime()).toBe(daysOf(k) * DAY_MS);
            return 0;
          },
        ]),
      ) as Parameters<typeof createRetentionJob>[0]['deletes'],
      deleteExpiredKeys: async () => {
        throw new Error('database down');
      },
      log: { info: () => {}, error: (_msg, err) => errors.push(err) },
    });
    await expect(job.runOnce(now)).rejects.toThrow('database down');
    expect(order).toEqual([...scheduledKinds]);
    const stop = job.start();
    await stop();
    expect(errors).toHaveLength(1);
  });
});
