import { sql } from 'drizzle-orm';
import { AppError } from './app-error.ts';
import type { Db } from './db.ts';
import { rateLimitBuckets } from './platform.tables.ts';

export type Limit = { limit: number; windowSeconds: number };

function minutes(seconds: number) {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return `${m} minute${m === 1 ? '' : 's'}`;
}

/**
 * Fixed-window counters in the database, so a limit holds across every server instance.
 * One atomic upsert per hit; expired windows restart at 1.
 */
export function createRateLimiter(deps: { db: Db }) {
  const { db } = deps;

  async function count(key: string): Promise<{ count: number; retryAfter: number }> {
    const [row] = await db
      .select({
        count: rateLimitBuckets.count,
        retryAfter: sql<number>`ceil(extract(epoch from (${rateLimitBuckets.resetAt} - now())))::int`,
      })
      .from(rateLimitBuckets)
      .where(sql`${rateLimitBuckets.key} = ${key} and ${rateLimitBuckets.resetAt} > now()`);
    return row
      ? { count: row.count, retryAfter: Math.max(1, row.retryAfter) }
      : { count: 0, retryAfter: 0 };
  }

  function refuse(retryAfter: number): never {
    throw new AppError(
      'RATE_LIMITED',
      `Too many attempts. Please try again in ${minutes(retryAfter)}.`,
      {
        headers: { 'retry-after': String(retryAfter) },
      },
    );
  }

  /** Adds one to the key's current window (a new window once the last has ended). */
  async function increment(
    key: string,
    windowSeconds: number,
  ): Promise<{ count: number; retryAfter: number }> {
    const result = await db.execute<{ count: number; retry_after: number }>(sql`
      insert into ${rateLimitBuckets} (key, count, reset_at)
      values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
      on conflict (key) do update set
        count = case when ${rateLimitBuckets.resetAt} <= now() then 1 else ${rateLimitBuckets.count} + 1 end,
        reset_at = case when ${rateLimitBuckets.resetAt} <= now() then excluded.reset_at else ${rateLimitBuckets.resetAt} end
      returning count, ceil(extract(epoch from (reset_at - now())))::int as retry_after`);
    const row = (result as unknown as { rows: { count: number; retry_after: number }[] }).rows[0];
    // Now and then, clear windows that ended long ago (keeps the table small without a job).
    if (Math.random() < 0.01) {
      await db.execute(
        sql`delete from ${rateLimitBuckets} where reset_at < now() - interval '1 day'`,
      );
    }
    return {
      count: Number(row?.count ?? 0),
      retryAfter: Math.max(1, Number(row?.retry_after ?? 1)),
    };
  }

  return {
    /** Counts one attempt and throws RATE_LIMITED (429 + Retry-After) once over the limit. */
    async hit(key: string, { limit, windowSeconds }: Limit): Promise<void> {
      const { count: n, retryAfter } = await increment(key, windowSeconds);
      if (n > limit) refuse(retryAfter);
    },

    /**
     * Counts one failed attempt without refusing it; with check() before each attempt, only
     * failures use up the limit (a wrong coupon code, a bad reset token).
     */
    async fail(key: string, { windowSeconds }: Limit): Promise<void> {
      await increment(key, windowSeconds);
    },

    /** Throws RATE_LIMITED when the key has already reached its limit (does not count). */
    async check(key: string, { limit }: Limit): Promise<void> {
      const { count: n, retryAfter } = await count(key);
      if (n >= limit) refuse(retryAfter);
    },

    async reset(key: string): Promise<void> {
      await db.execute(sql`delete from ${rateLimitBuckets} where key = ${key}`);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
