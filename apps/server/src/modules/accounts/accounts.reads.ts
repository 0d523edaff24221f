import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { users } from './accounts.tables.ts';

/**
 * The accounts' side of statements other modules send: the ids of the admins who may be told
 * about the shop's news (active accounts), as a subquery the caller puts in its own statement,
 * so a new-order push reads its audience in one round trip while each module reads only its own
 * tables (docs/architecture.md, "A module owns its tables").
 */
export const activeAdminIdsSql: SQL = sql`select ${users.id} from ${users}
  where ${users.role} = 'admin' and ${users.status} = 'active'`;

/**
 * A user's name by id (a column of the caller's statement, or a value), as a scalar subquery:
 * null when there is no such user.
 */
export const userNameSql = (id: AnyColumn | SQL | string) =>
  sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${id})`;

/** A user's email by id, like userNameSql. */
export const userEmailSql = (id: AnyColumn | SQL | string) =>
  sql<string | null>`(select ${users.email} from ${users} where ${users.id} = ${id})`;

/** A user's name by id; null when there is no such user. */
export async function userNameOf(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row?.name ?? null;
}
