import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { BreachAudience } from '@propwash/domain/privacy/breach';
import { DAY_MS, indiaMidnight } from '@propwash/domain/india-time';
import type { Db } from '../../../platform/db.ts';
import { signIns, users } from '../accounts.tables.ts';

/** Someone a breach notice goes to; `name` is null for an address with no account. */
export type BreachRecipient = { email: string; name: string | null };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A bare day starts at India's midnight; `to` of a bare day runs to the end of that day. */
const startOf = (s: string) => (DAY.test(s) ? indiaMidnight(s) : new Date(s));
const endOf = (s: string) =>
  DAY.test(s) ? new Date(indiaMidnight(s).getTime() + DAY_MS) : new Date(new Date(s).getTime() + 1);

/**
 * Who a breach notice reaches (docs/breach-runbook.md), one entry per address: never a banned or
 * erased account. `all_customers`: every active customer account; `signed_in_between`: active
 * accounts with a successful sign-in in the period (the sign-in log); `emails`: the addresses
 * listed, except those of banned or erased accounts (an address with no account is kept: a
 * guest's order may be what leaked).
 */
export async function breachRecipients(
  db: Db,
  audience: BreachAudience,
): Promise<BreachRecipient[]> {
  const active = eq(users.status, 'active');
  if (audience.kind === 'all_customers') {
    return db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(and(active, eq(users.role, 'user')))
      .orderBy(users.email);
  }
  if (audience.kind === 'signed_in_between') {
    return db
      .selectDistinct({ email: users.email, name: users.name })
      .from(users)
      .innerJoin(signIns, eq(signIns.userId, users.id))
      .where(
        and(
          active,
          eq(signIns.outcome, 'success'),
          gte(signIns.at, startOf(audience.from)),
          lt(signIns.at, endOf(audience.to)),
        ),
      )
      .orderBy(users.email);
  }
  const listed = [...new Set(audience.emails.map((e) => e.trim().toLowerCase()))];
  const accounts = await db
    .select({ email: sql<string>`lower(${users.email})`, name: users.name, status: users.status })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, listed));
  const byEmail = new Map(accounts.map((a) => [a.email, a]));
  return listed.flatMap((email) => {
    const account = byEmail.get(email);
    if (account && account.status !== 'active') return [];
    return [{ email, name: account?.name ?? null }];
  });
}
