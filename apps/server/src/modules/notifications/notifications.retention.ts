import { lt } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { pushSubscriptions } from './notifications.tables.ts';

/**
 * Push subscriptions no push service has accepted a message for since `cutoff` (the retention
 * table's `push_subscriptions`; notifications.push.ts moves `lastOkAt` on each accepted send).
 * The daily clean-up in privacy/privacy.retention.ts calls it. Answers how many went.
 */
export async function deletePushSubscriptionsSilentSince(db: Db, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(lt(pushSubscriptions.lastOkAt, cutoff))
    .returning({ id: pushSubscriptions.id });
  return gone.length;
}
