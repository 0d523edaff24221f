import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { AccountSecurity, ChangePasswordBody } from '@propwash/domain/accounts/schemas';
import { deviceLabel } from '@propwash/domain/accounts/device-label';
import { AppError } from '../../../platform/app-error.ts';
import type { Db } from '../../../platform/db.ts';
import { hashPassword, verifyPassword } from '../../../platform/passwords.ts';
import type { RateLimiter } from '../../../platform/rate-limit.ts';
import { accountLimits } from './sign-in.limits.ts';
import { sessions, users } from '../accounts.tables.ts';
import { refuseCommonPassword } from './sign-in.common-passwords.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The signed-in user's own security settings (docs/decisions/account-sessions.md): changing the
 * password, the list of signed-in devices, and signing out one or every other.
 */
export function createAccountSecurity(deps: { db: Db; limiter: RateLimiter }) {
  const { db, limiter } = deps;
  const live = (userId: string) =>
    and(
      eq(sessions.userId, userId),
      isNull(sessions.revokedAt),
      gt(sessions.expiresAt, new Date()),
    );

  async function endOthers(userId: string, currentSessionId: string): Promise<number> {
    const ended = await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(live(userId), ne(sessions.id, currentSessionId)))
      .returning({ id: sessions.id });
    return ended.length;
  }

  return {
    /** Whether the account has a password, and its live sessions (this one first). */
    async security(userId: string, currentSessionId: string): Promise<AccountSecurity> {
      const [user] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) throw new AppError('NOT_FOUND', 'User not found');
      const rows = await db
        .select()
        .from(sessions)
        .where(live(userId))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
      const list = rows.map((s) => ({
        id: s.id,
        device: deviceLabel(s.userAgent),
        ip: s.ip,
        signedInAt: s.createdAt.toISOString(),
        lastActiveAt: s.lastSeenAt.toISOString(),
        isCurrent: s.id === currentSessionId,
      }));
      list.sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent));
      return { hasPassword: Boolean(user.passwordHash), sessions: list };
    },

    /**
     * A new password: the current one must be given when the account has one (a Google-only
     * account sets its first). Every other session ends; this one stays signed in.
     */
    async changePassword(
      userId: string,
      currentSessionId: string,
      body: ChangePasswordBody,
    ): Promise<{ endedSessions: number }> {
      const failuresKey = `change-password:user:${userId}`;
      await limiter.check(failuresKey, accountLimits.changePasswordFailuresPerUser);
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw new AppError('NOT_FOUND', 'User not found');
      if (user.passwordHash) {
        if (!body.currentPassword) {
          throw new AppError('VALIDATION_FAILED', 'currentPassword: Enter your current password', {
            details: {
              issues: [{ field: 'currentPassword', message: 'Enter your current password' }],
            },
          });
        }
        if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
          await limiter.fail(failuresKey, accountLimits.changePasswordFailuresPerUser);
          throw new AppError(
            'VALIDATION_FAILED',
            'currentPassword: Current password is incorrect',
            {
              details: {
                issues: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
              },
            },
          );
        }
      }
      await refuseCommonPassword(body.newPassword);
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(body.newPassword), updatedAt: new Date() })
        .where(eq(users.id, userId));
      await limiter.reset(failuresKey);
      // A fresh password deserves a fresh count of failed logins.
      await limiter.reset(`login:account:${user.email}`);
      return { endedSessions: await endOthers(userId, currentSessionId) };
    },

    /** Signs out one of the user's own sessions (another user's is not found). */
    async endSession(userId: string, sessionId: string): Promise<void> {
      if (!UUID.test(sessionId)) throw new AppError('NOT_FOUND', 'Session not found');
      const [ended] = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(live(userId), eq(sessions.id, sessionId)))
        .returning({ id: sessions.id });
      if (!ended) throw new AppError('NOT_FOUND', 'Session not found');
    },

    /** Signs out every session of the user but the current one. */
    async endOtherSessions(
      userId: string,
      currentSessionId: string,
    ): Promise<{ endedSessions: number }> {
      return { endedSessions: await endOthers(userId, currentSessionId) };
    },
  };
}
export type AccountSecurityService = ReturnType<typeof createAccountSecurity>;
