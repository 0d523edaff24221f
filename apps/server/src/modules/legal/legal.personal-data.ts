// The grievances' share of a customer's data export and erasure (docs/decisions/data-export-and-erasure.md).
import { desc, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { grievances } from './legal.tables.ts';

/** Grievances filed while signed in, or from the account's address (one query). */
export async function exportGrievances(db: Db, userId: string, email: string) {
  const rows = await db
    .select()
    .from(grievances)
    .where(
      or(eq(grievances.userId, userId), sql`lower(${grievances.email}) = ${email.toLowerCase()}`),
    )
    .orderBy(desc(grievances.createdAt));
  return rows.map(({ userId: _u, ...g }) => g);
}

/**
 * A grievance is the shop's record of a complaint and its answer, kept 3 years after it is closed
 * (packages/domain/src/privacy/retention.ts, `grievances`); an erasure only unlinks it from the
 * account.
 */
export async function eraseGrievances(tx: Tx, userId: string): Promise<void> {
  await tx.update(grievances).set({ userId: null }).where(eq(grievances.userId, userId));
}
