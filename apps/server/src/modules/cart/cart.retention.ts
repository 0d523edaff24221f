import { lt } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { checkouts } from './cart.tables.ts';

/**
 * Checkouts last seen before `cutoff`, open or closed (the retention table's
 * `abandoned_checkouts`; the daily clean-up in privacy/privacy.retention.ts calls it): their
 * reminders are long over. Answers how many went.
 */
export async function deleteCheckoutsSeenBefore(db: Db, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(checkouts)
    .where(lt(checkouts.seenAt, cutoff))
    .returning({ id: checkouts.id });
  return gone.length;
}
