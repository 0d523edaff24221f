import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AuthResult } from '@propwash/domain/accounts/schemas';
import {
  signInCodeRules,
  type SignInCodeRequestBody,
  type SignInCodeVerifyBody,
} from '@propwash/domain/accounts/sign-in-codes';
import { AppError } from '../../../platform/app-error.ts';
import type { Db } from '../../../platform/db.ts';
import type { Mailer } from '../../../platform/mail.ts';
import type { RateLimiter } from '../../../platform/rate-limit.ts';
import { derivedSigner } from '../../../platform/signed-token.ts';
import type { SendWhatsApp } from '../../whatsapp/whatsapp.request.ts';
import { signInCodeEmail } from '../accounts.emails.ts';
import { signInCodes, users } from '../accounts.tables.ts';
import { accountLimits } from './sign-in.limits.ts';
import type { SignInAttempt } from './sign-in.log.ts';
import type { SessionMeta } from './sign-in.session-tokens.ts';

type UserRow = typeof users.$inferSelect;
type Channel = (typeof signInCodes.$inferSelect)['channel'];

const WRONG = 'That code is not right. Check it and try again, or ask for a new one.';
const LAST_TRY = 'That code is not right, and it was the last try. Ask for a new one.';
const EXPIRED = 'This code has expired. Ask for a new one.';
const DEAD = 'This code was tried too many times. Ask for a new one.';

/** Where a code goes: on WhatsApp to a mobile number, or to an email address. */
function targetOf(body: { phone?: string | undefined; email?: string | undefined }): {
  channel: Channel;
  target: string;
} {
  return body.phone
    ? { channel: 'whatsapp', target: body.phone }
    : { channel: 'email', target: body.email! };
}

/**
 * Sign in with a six-digit code on WhatsApp or by email (docs/decisions/sign-in-with-a-code.md).
 * Every request stores a code row, for an unknown number or email too (with no account, and
 * never sent), so what follows (tries, expiry, limits, messages) is the same whether or not an
 * account exists. Only the code's HMAC is kept; a new request supersedes the unused one.
 */
export function createSignInCodes(deps: {
  db: Db;
  /** The JWT secret: the codes' HMAC key is derived from it. */
  secret: string;
  limiter: RateLimiter;
  mailer: Mailer;
  sendWhatsApp: SendWhatsApp;
  issueSession: (user: UserRow, rememberMe: boolean, meta: SessionMeta) => Promise<AuthResult>;
  recordSignIn: (attempt: SignInAttempt) => Promise<void>;
}) {
  const { db, limiter } = deps;
  const signer = derivedSigner(deps.secret, 'propwash sign-in code v1');
  const hashOf = (target: string, code: string) => signer.sign(`${target}:${code}`);

  /**
   * The active account the code may sign in to. By number: only when exactly one active account
   * has it as its profile phone; several are treated as none, since a code cannot say which.
   */
  async function accountOf(channel: Channel, target: string): Promise<UserRow | null> {
    const found = await db
      .select()
      .from(users)
      .where(
        and(
          channel === 'email' ? eq(sql`lower(${users.email})`, target) : eq(users.phone, target),
          eq(users.status, 'active'),
        ),
      )
      .limit(2);
    return found.length === 1 ? found[0]! : null;
  }

  return {
    /**
     * Makes a code and sends it when an active account has that number or email; answers the
     * same either way. Limited per address and per number or email, whether or not it names an
     * account, so a 429 reveals nothing either.
     */
    async requestSignInCode(body: SignInCodeRequestBody, meta: SessionMeta): Promise<void> {
      const { channel, target } = targetOf(body);
      await limiter.hit(`code-request:ip:${meta.ip}`, accountLimits.codeRequestsPerIp);
      await limiter.hit(`code-request:${channel}:${target}`, accountLimits.codeRequestsPerTarget);
      await limiter.hit(
        `code-request-day:${channel}:${target}`,
        accountLimits.codeRequestsPerTargetDay,
      );
      const user = await accountOf(channel, target);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx
          .update(signInCodes)
          .set({ usedAt: now })
          .where(and(eq(signInCodes.target, target), isNull(signInCodes.usedAt)));
        await tx.insert(signInCodes).values({
          channel,
          target,
          userId: user?.id ?? null,
          codeHash: hashOf(target, code),
          expiresAt: new Date(now.getTime() + signInCodeRules.lastsSeconds * 1000),
          ip: meta.ip?.slice(0, 100) ?? null,
        });
      });
      if (!user) return;
      const email = signInCodeEmail({ to: user.email, name: user.name, code });
      if (channel === 'email') {
        await deps.mailer.sendEmail(email);
        return;
      }
      // The customer asked for this very message, so it needs no consent (docs/decisions/whatsapp.md);
      // without WhatsApp the same code goes to the account's email.
      await deps.sendWhatsApp({
        template: 'signInCode',
        params: { code },
        purpose: 'sign_in_code',
        phone: target,
        userId: user.id,
        consent: null,
        fallbackEmail: email,
      });
    },

    /**
     * Signs in with the latest code sent to that number or email: a session exactly as the
     * password sign-in gives. Each try is claimed before the code is compared, so however many
     * arrive at once a code is compared at most `signInCodeRules.tries` times.
     */
    async verifySignInCode(
      body: SignInCodeVerifyBody,
      meta: SessionMeta & { deviceOf?: (userId: string) => string | null },
    ): Promise<AuthResult> {
      const { target } = targetOf(body);
      const [row] = await db
        .select()
        .from(signInCodes)
        .where(and(eq(signInCodes.target, target), isNull(signInCodes.usedAt)))
        .orderBy(desc(signInCodes.createdAt))
        .limit(1);
      const user = row?.userId
        ? await db.query.users.findFirst({ where: eq(users.id, row.userId) })
        : undefined;
      const logged = (outcome: SignInAttempt['outcome']) =>
        deps.recordSignIn({
          email: user?.email ?? target,
          method: 'code',
          outcome,
          userId: user?.id ?? null,
          admin: user?.role === 'admin',
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
      const refuse = async (outcome: SignInAttempt['outcome'], message: string): Promise<never> => {
        await logged(outcome);
        throw new AppError('UNAUTHENTICATED', message);
      };

      // A device that signed in to this account before is not held back by its address's count
      // (docs/decisions/login-throttling-known-devices.md).
      if (!(user && meta.deviceOf?.(user.id))) {
        try {
          await limiter.hit(`code-verify:ip:${meta.ip}`, accountLimits.codeVerifiesPerIp);
        } catch (err) {
          await logged('throttled');
          throw err;
        }
      }
      if (!row) return refuse('wrong_code', WRONG);
      const now = new Date();
      if (row.expiresAt <= now) return refuse('wrong_code', EXPIRED);
      const [claimed] = await db
        .update(signInCodes)
        .set({ tries: sql`${signInCodes.tries} + 1` })
        .where(
          and(
            eq(signInCodes.id, row.id),
            isNull(signInCodes.usedAt),
            lt(signInCodes.tries, signInCodeRules.tries),
            gt(signInCodes.expiresAt, now),
          ),
        )
        .returning({ tries: signInCodes.tries });
      if (!claimed) return refuse('wrong_code', DEAD);
      // A code stored for a number or email with no account can never sign in, even if guessed.
      if (!signer.verify(`${target}:${body.code}`, row.codeHash) || !user) {
        return refuse('wrong_code', claimed.tries >= signInCodeRules.tries ? LAST_TRY : WRONG);
      }
      const [used] = await db
        .update(signInCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(signInCodes.id, row.id), isNull(signInCodes.usedAt)))
        .returning({ id: signInCodes.id });
      if (!used) return refuse('wrong_code', WRONG);
      let result: AuthResult;
      try {
        result = await deps.issueSession(user, body.rememberMe ?? false, meta);
      } catch (err) {
        if (err instanceof AppError && err.type === 'FORBIDDEN') await logged('blocked');
        throw err;
      }
      await logged('success');
      return result;
    },
  };
}
