import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db.ts';
import { users } from '../accounts.tables.ts';

/*
 * An account's email and mobile number as other modules need them to honour a consent
 * (docs/decisions/privacy-and-consent.md): a WhatsApp grant needs the phone, the newsletter is by
 * address. Only these columns leave the module.
 */

/** The account's email (lower-cased) and phone; null when there is no such account. */
export async function contactPointsOf(
  db: Db,
  userId: string,
): Promise<{ email: string; phone: string | null } | null> {
  const [row] = await db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return row ? { email: row.email.toLowerCase(), phone: row.phone || null } : null;
}

/** The emails (lower-cased) of these accounts, by id; unknown ids are left out. */
export async function emailsOfUsers(db: Db, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.email.toLowerCase()]));
}

/** The account an email belongs to (any letter case); null when none does. */
export async function userIdOfEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The account keeps `phone` (ten digits) as its mobile number: a statement an order's own
 * statement carries when the shopper asked for order updates on WhatsApp to it
 * (orders/placement/placement.place.ts; docs/decisions/whatsapp.md). Writes nothing when it is
 * already the one kept.
 */
export function rememberPhoneSql(userId: string, phone: string): SQL {
  return sql`update ${users} set phone = ${phone}, updated_at = now()
    where id = ${userId}::uuid and phone is distinct from ${phone}`;
}
