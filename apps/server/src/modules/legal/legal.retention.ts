import { and, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { grievances } from './legal.tables.ts';

/**
 * Grievances closed (resolved or rejected) before `cutoff` (the retention table's `grievances`;
 * the daily clean-up in privacy/privacy.retention.ts calls it). Open ones stay whatever their age.
 * Answers how many went.
 */
export async function deleteGrievancesClosedBefore(db: Db, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(grievances)
    .where(
      and(
        inArray(grievances.status, ['resolved', 'rejected']),
        isNotNull(grievances.closedAt),
        lt(grievances.closedAt, cutoff),
      ),
    )
    .returning({ id: grievances.id });
  return gone.length;
}
