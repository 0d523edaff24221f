// The account's share of a customer's data export and erasure (docs/decisions/data-export-and-erasure.md):
// the privacy module calls these; only this module touches its tables.
import { asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import {
  addresses,
  passwordResets,
  sessions,
  signInCodes,
  signIns,
  users,
} from './accounts.tables.ts';

/** The name an erased account keeps, and what the admin's screens and audit entries call it. */
export const ERASED_NAME = 'Erased customer';

/** The address an erased account's row keeps: unique, and never deliverable (RFC 2606 .invalid). */
export const erasedEmail = (userId: string) => `erased-${userId}@erased.invalid`;

/** What the erasure needs to know of the account before it starts. */
export type AccountForErasure = {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
  status: 'active' | 'banned' | 'erased';
  passwordHash: string | null;
};

export async function accountForErasure(
  q: Db | Tx,
  userId: string,
  lock = false,
): Promise<AccountForErasure | null> {
  const query = q
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      status: users.status,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The profile, addresses, sessions, sign-in history and reset links: one query each. Sign-in
 * codes are not listed: security records of at most a day that hold only a code's HMAC
 * (docs/decisions/sign-in-with-a-code.md); their sign-ins are in the history.
 */
export async function exportAccount(db: Db, userId: string) {
  const [[user], addressRows, sessionRows, signInRows, resetRows] = await Promise.all([
    db.select().from(users).where(eq(users.id, userId)),
    db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), asc(addresses.createdAt)),
    db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt)),
    db.select().from(signIns).where(eq(signIns.userId, userId)).orderBy(desc(signIns.at)),
    db
      .select({
        createdAt: passwordResets.createdAt,
        expiresAt: passwordResets.expiresAt,
        usedAt: passwordResets.usedAt,
      })
      .from(passwordResets)
      .where(eq(passwordResets.userId, userId))
      .orderBy(desc(passwordResets.createdAt)),
  ]);
  if (!user) return null;
  return {
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      avatar: user.avatar,
      role: user.role,
      status: user.status,
      emailVerified: user.emailVerified,
      // Whether a password or a Google account signs in; the password's hash never leaves.
      hasPassword: user.passwordHash !== null,
      googleLinked: user.googleSubject !== null,
      // The business last bought for (docs/decisions/business-buyers.md).
      business: user.business,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    addresses: addressRows.map(({ userId: _u, ...a }) => a),
    sessions: sessionRows.map(({ userId: _u, ...s }) => s),
    signIns: signInRows.map(({ userId: _u, ...s }) => s),
    // The links' token hashes stay out: only when each was asked for, used or expired.
    passwordResets: resetRows,
  };
}

/**
 * Anonymises the account row (it stays, so kept orders and the erasure's record point at an
 * account that says it was erased), ends and deletes its sessions, and deletes its addresses,
 * reset links and sign-in codes (which name its number or email). The sign-in log keeps its rows for their 13 months (DPDP Rules 2025: logs kept at
 * least a year) but no longer the address typed.
 */
export async function eraseAccount(tx: Tx, userId: string): Promise<void> {
  const email = erasedEmail(userId);
  await tx
    .update(users)
    .set({
      name: ERASED_NAME,
      email,
      phone: null,
      avatar: null,
      passwordHash: null,
      googleSubject: null,
      business: null,
      emailVerified: false,
      status: 'erased',
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(addresses).where(eq(addresses.userId, userId));
  await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
  await tx.delete(signInCodes).where(eq(signInCodes.userId, userId));
  await tx.update(signIns).set({ email }).where(eq(signIns.userId, userId));
}
