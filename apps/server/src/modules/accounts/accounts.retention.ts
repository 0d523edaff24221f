import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { passwordResets, sessions, signInCodes, signIns } from './accounts.tables.ts';

// The accounts' part of the daily clean-up by the retention table (privacy/privacy.retention.ts,
// docs/decisions/security-log-and-retention.md). Each takes the cutoff the rule's days give and
// answers how many rows went; deleting the same rows twice is harmless.

/** Sign-in log rows from before `cutoff`. */
export async function deleteSignInsBefore(db: Db, cutoff: Date): Promise<number> {
  const gone = await db.delete(signIns).where(lt(signIns.at, cutoff)).returning({ id: signIns.id });
  return gone.length;
}

/** Sessions that expired, or were signed out, before `cutoff`. */
export async function deleteSessionsEndedBefore(db: Db, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, cutoff),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, cutoff)),
      ),
    )
    .returning({ id: sessions.id });
  return gone.length;
}

/** Password reset links used, or expired, before `cutoff`. */
export async function deletePasswordResetsSpentBefore(db: Db, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(passwordResets)
    .where(
      or(
        lt(passwordResets.expiresAt, cutoff),
        and(isNotNull(passwordResets.usedAt), lt(passwordResets.usedAt, cutoff)),
      ),
    )
    .returning({ id: passwordResets.id });
  return gone.length;
}

/** Sign-in codes asked for before `cutoff` (each lasts 10 minutes; docs/decisions/sign-in-with-a-code.md). */
export async function deleteSignInCodesBefore(db: Db, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(signInCodes)
    .where(lt(signInCodes.createdAt, cutoff))
    .returning({ id: signInCodes.id });
  return gone.length;
}
