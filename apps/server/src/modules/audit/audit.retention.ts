import { lt } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { auditEntries } from './audit.tables.ts';

/**
 * Audit entries from before `cutoff` (the retention table's `admin_changes`; the daily clean-up
 * in privacy/privacy.retention.ts calls it). Answers how many went.
 */
export async function deleteAuditEntriesBefore(db: Db, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(auditEntries)
    .where(lt(auditEntries.at, cutoff))
    .returning({ id: auditEntries.id });
  return gone.length;
}
