// The consent record's share of a customer's data export and erasure
// (docs/decisions/data-export-and-erasure.md).
import { asc, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { consentEvents } from './privacy.tables.ts';

const eventsOf = (userId: string, email: string) =>
  or(eq(consentEvents.userId, userId), eq(consentEvents.email, email.toLowerCase()));

/** Every grant and withdrawal of the account or its address, oldest first (one query). */
export async function exportConsents(db: Db, userId: string, email: string) {
  return db
    .select({
      purpose: consentEvents.purpose,
      granted: consentEvents.granted,
      noticeVersion: consentEvents.noticeVersion,
      channel: consentEvents.channel,
      at: consentEvents.at,
    })
    .from(consentEvents)
    .where(eventsOf(userId, email))
    .orderBy(asc(consentEvents.at), asc(consentEvents.id));
}

/**
 * Withdraws every purpose whose newest event is a grant (channel 'erasure'), then unlinks every
 * event from the account and the address: the record still shows that consent was asked and
 * withdrawn the lawful way, of no one in particular.
 */
export async function eraseConsents(tx: Tx, userId: string, email: string): Promise<void> {
  const address = email.toLowerCase();
  await tx.execute(sql`
    insert into ${consentEvents} (user_id, email, purpose, granted, notice_version, channel)
    select ${userId}::uuid, ${address}, purpose, false, notice_version, 'erasure'
    from (
      select distinct on (purpose) purpose, granted, notice_version
      from ${consentEvents}
      where user_id = ${userId}::uuid or email = ${address}
      order by purpose, at desc, id desc
    ) newest
    where granted`);
  await tx.update(consentEvents).set({ userId: null, email: null }).where(eventsOf(userId, email));
}
