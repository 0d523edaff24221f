import { lt } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { stockAlerts } from './inventory.tables.ts';

/**
 * Back-in-stock requests made before `cutoff`, told or not (the retention table's
 * `stock_alerts`); the daily clean-up in privacy/privacy.retention.ts calls it. Answers how many
 * went.
 */
export async function deleteStockAlertsBefore(db: Db, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(stockAlerts)
    .where(lt(stockAlerts.createdAt, cutoff))
    .returning({ id: stockAlerts.id });
  return gone.length;
}
