import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { AppError } from '../../../platform/app-error.ts';
import type { Db } from '../../../platform/db.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import type { RateLimiter } from '../../../platform/rate-limit.ts';
import type { Mailer } from '../../../platform/mail.ts';
import { accountLimits } from './sign-in.limits.ts';
import { passwordResets, sessions, users } from '../accounts.tables.ts';
import { refuseCommonPassword } from './sign-in.common-passwords.ts';
import { resetPasswordEmail } from '../accounts.emails.ts';
import type { SessionMeta } from './sign-in.session-tokens.ts';

const RESET_TTL_MS = 60 * 60 * 1000;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Forgotten passwords: a single-use, one-hour link by email, and setting the new password. */
export function createPasswordReset(deps: {
  db: Db;
  publicUrl: string;
  limiter: RateLimiter;
  notifications: Mailer;
  findByEmail: (email: string) => Promise<typeof users.$inferSelect | undefined>;
}) {
  const { db, limiter } = deps;
  return {
    /** Sends a reset link when the account exists; answers identically either way. */
    async forgotPassword(email: string, meta: SessionMeta): Promise<void> {
      await limiter.hit(`forgot:ip:${meta.ip}`, accountLimits.forgotPerIp);
      await limiter.hit(`forgot:email:${email}`, accountLimits.forgotPerEmail);
      const user = await deps.findByEmail(email);
      if (!user || user.status !== 'active') return;
      const token = randomBytes(32).toString('base64url');
      await db.insert(passwordResets).values({
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_TTL_MS),
      });
      await deps.notifications.sendEmail(
        resetPasswordEmail({
          to: user.email,
          name: user.name,
          link: `${deps.publicUrl}/reset-password/${token}`,
        }),
      );
    },

    /** Single-use, one-hour token; sets the password and ends every session of the account. */
    async resetPassword(token: string, password: string, meta: SessionMeta): Promise<void> {
      const failuresKey = `reset-failed:ip:${meta.ip}`;
      await limiter.hit(`reset:ip:${meta.ip}`, accountLimits.resetPerIp);
      await limiter.check(failuresKey, accountLimits.resetFailuresPerIp);
      await refuseCommonPassword(password);
      const passwordHash = await hashPassword(password);
      let isTokenRefused = false;
      const email = await db
        .transaction(async (tx) => {
          // The conditional update makes the token single-use even under concurrent requests.
          const [used] = await tx
            .update(passwordResets)
            .set({ usedAt: new Date() })
            .where(
              and(
                eq(passwordResets.tokenHash, sha256(token)),
                isNull(passwordResets.usedAt),
                gt(passwordResets.expiresAt, new Date()),
              ),
            )
            .returning({ userId: passwordResets.userId });
          if (!used) {
            isTokenRefused = true;
            throw new AppError('VALIDATION_FAILED', 'This reset link is invalid or has expired');
          }
          const [user] = await tx
            .update(users)
            .set({ passwordHash, updatedAt: new Date() })
            .where(eq(users.id, used.userId))
            .returning({ email: users.email });
          await tx
            .update(passwordResets)
            .set({ usedAt: new Date() })
            .where(and(eq(passwordResets.userId, used.userId), isNull(passwordResets.usedAt)));
          await tx
            .update(sessions)
            .set({ revokedAt: new Date() })
            .where(and(eq(sessions.userId, used.userId), isNull(sessions.revokedAt)));
          return user!.email;
        })
        .catch(async (err: unknown) => {
          // Counted after the transaction: the limiter writes with a connection of its own.
          if (isTokenRefused) await limiter.fail(failuresKey, accountLimits.resetFailuresPerIp);
          throw err;
        });
      // A fresh password deserves a fresh count of failed logins.
      await limiter.reset(`login:account:${email}`);
    },
  };
}
