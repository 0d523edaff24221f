import { and, count, desc, eq, gte, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  MANY_FAILURES,
  type SignInList,
  type SignInMethod,
  type SignInOutcome,
  type SignInQuery,
  type SignInSuspect,
} from '@propwash/domain/accounts/sign-ins';
import { deviceLabel } from '@propwash/domain/accounts/device-label';
import { DAY_MS } from '@propwash/domain/india-time';
import type { Db } from '../../../platform/db.ts';
import { containsPattern } from '../../../platform/like.ts';
import { onPage, pageInfo } from '../../../platform/paging.ts';
import { signIns, users } from '../accounts.tables.ts';

/** One sign-in attempt as the login paths report it. */
export type SignInAttempt = {
  /** The address typed or Google's verified email. */
  email: string;
  method: SignInMethod;
  outcome: SignInOutcome;
  /** The account the attempt named; null when none; undefined: looked up by the email. */
  userId?: string | null;
  /** The account is an admin; undefined: looked up by the email. */
  admin?: boolean;
  ip?: string | undefined;
  userAgent?: string | undefined;
};

/**
 * The sign-in log (docs/decisions/security-log-and-retention.md): every password and Google
 * sign-in attempt, one insert each. Recording never throws: a sign-in goes on without its row
 * and the error is logged. The admin's Security page reads it through `list`.
 */
export function createSignInLog(deps: { db: Db; log: (msg: string, err?: unknown) => void }) {
  const { db, log } = deps;
  const failed = ne(signIns.outcome, 'success');

  async function record(attempt: SignInAttempt): Promise<void> {
    try {
      const email = attempt.email.trim().toLowerCase().slice(0, 254);
      const account = sql`(select ${users.id} from ${users} where lower(${users.email}) = ${email})`;
      await db.insert(signIns).values({
        email,
        method: attempt.method,
        outcome: attempt.outcome,
        userId: attempt.userId === undefined ? sql`${account}` : attempt.userId,
        admin:
          attempt.admin ??
          sql`coalesce((select ${users.role} = 'admin' from ${users} where lower(${users.email}) = ${email}), false)`,
        ip: attempt.ip?.slice(0, 100) ?? null,
        userAgent: attempt.userAgent?.slice(0, 300) ?? null,
      });
    } catch (err) {
      log('sign-in log: an attempt was not recorded', err);
    }
  }

  /** Who failed most in the last 24 hours, by IP and by email (the failed-attempts index). */
  async function suspects(since: Date): Promise<SignInSuspect[]> {
    const recentFailures = and(failed, gte(signIns.at, since));
    const byIp = db
      .select({
        value: sql<string>`${signIns.ip}`,
        failures: count(),
        lastAt: sql<Date>`max(${signIns.at})`.mapWith(signIns.at),
      })
      .from(signIns)
      .where(and(recentFailures, sql`${signIns.ip} is not null`))
      .groupBy(signIns.ip)
      .having(sql`count(*) >= ${MANY_FAILURES}`)
      .orderBy(desc(count()))
      .limit(10);
    const byEmail = db
      .select({
        value: signIns.email,
        failures: count(),
        lastAt: sql<Date>`max(${signIns.at})`.mapWith(signIns.at),
      })
      .from(signIns)
      .where(recentFailures)
      .groupBy(signIns.email)
      .having(sql`count(*) >= ${MANY_FAILURES}`)
      .orderBy(desc(count()))
      .limit(10);
    const [ips, emails] = await Promise.all([byIp, byEmail]);
    const as =
      (kind: 'ip' | 'email') => (r: { value: string; failures: number; lastAt: Date }) => ({
        kind,
        value: r.value,
        failures: r.failures,
        lastAt: r.lastAt.toISOString(),
      });
    return [...ips.map(as('ip')), ...emails.map(as('email'))].sort(
      (a, b) => b.failures - a.failures,
    );
  }

  return {
    record,

    /** GET /api/auth/admin/sign-ins: newest first (by `at`, indexed), with the day's counts. */
    async list(q: SignInQuery, now = new Date()): Promise<SignInList> {
      const where: SQL[] = [];
      if (q.outcome === 'failed') where.push(failed);
      if (q.outcome === 'success') where.push(eq(signIns.outcome, 'success'));
      if (q.admin !== undefined) where.push(eq(signIns.admin, q.admin));
      if (q.search) {
        where.push(
          or(
            ilike(signIns.email, containsPattern(q.search.toLowerCase())),
            ilike(signIns.ip, `${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
          )!,
        );
      }
      const filter = where.length ? and(...where) : undefined;
      const since = new Date(now.getTime() - DAY_MS);
      const rows = db
        .select({
          id: signIns.id,
          at: signIns.at,
          email: signIns.email,
          name: users.name,
          outcome: signIns.outcome,
          method: signIns.method,
          admin: signIns.admin,
          ip: signIns.ip,
          userAgent: signIns.userAgent,
        })
        .from(signIns)
        .leftJoin(users, eq(users.id, signIns.userId))
        .where(filter)
        .orderBy(desc(signIns.at), desc(signIns.id))
        .$dynamic();
      const [found, [total], [day], suspectList] = await Promise.all([
        onPage(rows, q),
        db.select({ n: count() }).from(signIns).where(filter),
        db
          .select({
            failed: sql<number>`count(*) filter (where ${failed})`.mapWith(Number),
            success: sql<number>`count(*) filter (where ${signIns.outcome} = 'success')`.mapWith(
              Number,
            ),
          })
          .from(signIns)
          .where(gte(signIns.at, since)),
        suspects(since),
      ]);
      return {
        signIns: found.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          email: r.email,
          name: r.name ?? null,
          outcome: r.outcome,
          method: r.method,
          admin: r.admin,
          ip: r.ip,
          device: deviceLabel(r.userAgent),
        })),
        ...pageInfo(q, total?.n ?? 0),
        counts: { last24hFailed: day?.failed ?? 0, last24hSuccess: day?.success ?? 0 },
        suspects: suspectList,
      };
    },
  };
}
export type SignInLog = ReturnType<typeof createSignInLog>;
