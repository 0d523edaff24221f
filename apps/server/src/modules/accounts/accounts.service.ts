import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type {
  AuthResult,
  LoginBody,
  RegisterBody,
  Role,
  SessionUser,
  UpdateProfileBody,
} from '@propwash/domain/accounts/schemas';
import type { Config } from '../../config.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AuthUser } from '../../platform/auth-guard.ts';
import type { Db } from '../../platform/db.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { passwordResets, sessions, users } from './accounts.tables.ts';
import { isCommonPassword } from './common-passwords.ts';
import { resetPasswordEmail } from './emails.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const RESET_TTL_MS = 60 * 60 * 1000;
const ALGORITHM = 'HS256';
/** Verified tokens remembered (the oldest is dropped first). */
const VERIFIED_TOKENS_KEPT = 10_000;

type VerifiedClaims = {
  sid: string;
  sub: string;
  exp?: number | undefined;
  nbf?: number | undefined;
};

/** Limits per window; each key is counted in the database so it holds across instances. */
export const accountLimits = {
  loginPerIp: { limit: 30, windowSeconds: 15 * 60 },
  loginFailuresPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  registerPerIp: { limit: 10, windowSeconds: 60 * 60 },
  forgotPerIp: { limit: 10, windowSeconds: 60 * 60 },
  forgotPerEmail: { limit: 3, windowSeconds: 60 * 60 },
  resetPerIp: { limit: 20, windowSeconds: 60 * 60 },
  /** Unknown, used or expired reset tokens tried from one address before every try is refused. */
  resetFailuresPerIp: { limit: 10, windowSeconds: 60 * 60 },
};

type UserRow = typeof users.$inferSelect;
/** A Google account as its verified ID token describes it. */
export type GoogleIdentity = {
  subject: string;
  email: string;
  name: string;
  picture: string | null;
};
type Meta = { ip?: string; userAgent?: string };

export function toSessionUser(u: UserRow): SessionUser {
  return { id: u.id, name: u.name, email: u.email, phone: u.phone, avatar: u.avatar, role: u.role };
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export function refuseCommonPassword(password: string) {
  if (isCommonPassword(password)) {
    throw new AppError(
      'VALIDATION_FAILED',
      'password: This password is too common. Please choose another.',
    );
  }
}

function isUniqueViolation(err: unknown): boolean {
  const code =
    (err as { code?: string; cause?: { code?: string } }).code ??
    (err as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

export function createAccountsService(deps: {
  db: Db;
  auth: Config['auth'];
  publicUrl: string;
  limiter: RateLimiter;
  notifications: NotificationsService;
  /** Whether a URL names an image this shop stored (avatars must). */
  isOwnImageUrl: (url: string) => boolean;
}) {
  const { db, auth, limiter, notifications } = deps;
  const key = new TextEncoder().encode(auth.jwtSecret);
  // Verifying against a real hash when the email is unknown keeps login timing uniform.
  const dummyHash = hashPassword('timing-equaliser-not-a-password');

  /**
   * Tokens jose has verified, by their text: HS256 with one key is deterministic, so the same text
   * verifies the same way again and only its time claims are checked again (jose's own rule:
   * expired at `exp <= now`, not yet valid at `nbf > now`, in whole seconds). The session row is
   * still read on every request (auth-guard.ts), so a logout or ban holds at once.
   */
  const verified = new Map<string, VerifiedClaims>();
  async function verifiedClaims(token: string): Promise<VerifiedClaims | null> {
    const now = Math.floor(Date.now() / 1000);
    const known = verified.get(token);
    if (known) {
      if (
        (known.exp === undefined || known.exp > now) &&
        (known.nbf === undefined || known.nbf <= now)
      ) {
        return known;
      }
      verified.delete(token);
      return null;
    }
    let claims: VerifiedClaims;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: auth.issuer,
        audience: auth.audience,
      });
      const { sid, sub, exp, nbf } = payload;
      if (
        typeof sid !== 'string' ||
        !sub ||
        !/^[0-9a-f-]{36}$/i.test(sid) ||
        !/^[0-9a-f-]{36}$/i.test(sub)
      )
        return null;
      claims = { sid, sub, exp, nbf };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
    return claims;
  }

  /** The live session's user (one prepared statement, read on every signed-in request). */
  const sessionUser = db
    .select({ id: users.id, role: users.role, status: users.status })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sid')),
        eq(sessions.userId, sql.placeholder('sub')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('accounts_session_user');

  async function issueSession(user: UserRow, rememberMe: boolean, meta: Meta): Promise<AuthResult> {
    if (user.status !== 'active') {
      throw new AppError('FORBIDDEN', 'This account has been suspended. Please contact support.');
    }
    const expiresAt = new Date(Date.now() + (rememberMe ? 30 : 1) * DAY_MS);
    const [session] = await db
      .insert(sessions)
      .values({ userId: user.id, expiresAt, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 300) })
      .returning({ id: sessions.id });
    const token = await new SignJWT({ sid: session!.id })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(user.id)
      .setIssuer(auth.issuer)
      .setAudience(auth.audience)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(key);
    return { token, user: toSessionUser(user), expiresAt: expiresAt.toISOString() };
  }

  async function findByEmail(email: string) {
    return db.query.users.findFirst({ where: eq(sql`lower(${users.email})`, email.toLowerCase()) });
  }

  /** Ends every live session of a user (password reset, ban, role change). */
  async function endAllSessions(userId: string, except?: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          except ? ne(sessions.id, except) : undefined,
        ),
      );
  }

  return {
    endAllSessions,

    /** A new customer account (never any other role) and its first session. */
    async register(body: RegisterBody, meta: Meta): Promise<AuthResult> {
      await limiter.hit(`register:ip:${meta.ip}`, accountLimits.registerPerIp);
      refuseCommonPassword(body.password);
      if (await findByEmail(body.email)) {
        throw new AppError('CONFLICT', 'An account with this email already exists');
      }
      let user: UserRow;
      try {
        [user] = (await db
          .insert(users)
          .values({
            name: body.name,
            email: body.email,
            phone: body.phone || null,
            passwordHash: await hashPassword(body.password),
            role: 'user',
          })
          .returning()) as [UserRow];
      } catch (err) {
        if (isUniqueViolation(err))
          throw new AppError('CONFLICT', 'An account with this email already exists');
        throw err;
      }
      return issueSession(user, false, meta);
    },

    /** Email + password sign-in; the same message whether the email or the password is wrong. */
    async login(body: LoginBody, meta: Meta): Promise<AuthResult> {
      const accountKey = `login:account:${body.email}`;
      await limiter.hit(`login:ip:${meta.ip}`, accountLimits.loginPerIp);
      await limiter.check(accountKey, accountLimits.loginFailuresPerAccount);
      const user = await findByEmail(body.email);
      const valid = user?.passwordHash
        ? await verifyPassword(user.passwordHash, body.password)
        : (await verifyPassword(await dummyHash, body.password), false);
      if (!user || !valid) {
        await limiter.hit(accountKey, {
          ...accountLimits.loginFailuresPerAccount,
          limit: Number.MAX_SAFE_INTEGER,
        });
        throw new AppError('UNAUTHENTICATED', 'Invalid email or password');
      }
      await limiter.reset(accountKey);
      return issueSession(user, body.rememberMe ?? false, meta);
    },

    /** Google sign-in: by Google account, else link the account with the same verified email. */
    async signInWithGoogle(
      identity: GoogleIdentity,
      meta: Meta,
      rememberMe: boolean,
    ): Promise<AuthResult> {
      let user = await db.query.users.findFirst({
        where: eq(users.googleSubject, identity.subject),
      });
      if (!user) {
        const byEmail = await findByEmail(identity.email);
        if (byEmail) {
          if (byEmail.status !== 'active') {
            throw new AppError(
              'FORBIDDEN',
              'This account has been suspended. Please contact support.',
            );
          }
          // An account already linked to another Google account is not silently re-linked.
          if (byEmail.googleSubject && byEmail.googleSubject !== identity.subject) {
            throw new AppError('CONFLICT', 'This email is linked to a different Google account');
          }
          [user] = (await db
            .update(users)
            .set({
              googleSubject: identity.subject,
              emailVerified: true,
              avatar: byEmail.avatar ?? identity.picture,
              updatedAt: new Date(),
            })
            .where(eq(users.id, byEmail.id))
            .returning()) as [UserRow];
        } else {
          [user] = (await db
            .insert(users)
            .values({
              name: identity.name || identity.email.split('@')[0]!,
              email: identity.email,
              googleSubject: identity.subject,
              emailVerified: true,
              avatar: identity.picture,
              role: 'user',
            })
            .returning()) as [UserRow];
        }
      }
      return issueSession(user!, rememberMe, meta);
    },

    /** Verifies the JWT (algorithm, issuer, audience, expiry) and that its session is alive. */
    async resolveToken(token: string): Promise<AuthUser | null> {
      const claims = await verifiedClaims(token);
      if (!claims) return null;
      const { sid, sub } = claims;
      const [row] = await sessionUser.execute({ sid, sub, now: new Date() });
      if (!row || row.status !== 'active') return null;
      return { id: row.id, role: row.role, sessionId: sid };
    },

    /** Ends one session: the token stops working at once. */
    async logout(sessionId: string): Promise<void> {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    },

    async getUser(id: string): Promise<SessionUser> {
      const user = await db.query.users.findFirst({ where: eq(users.id, id) });
      if (!user) throw new AppError('NOT_FOUND', 'User not found');
      return toSessionUser(user);
    },

    /** Name, phone and avatar; email and role never change here. */
    async updateProfile(userId: string, body: UpdateProfileBody): Promise<SessionUser> {
      if (body.avatar && !deps.isOwnImageUrl(body.avatar)) {
        // Keeping the current avatar (e.g. a Google picture) is fine; any other URL is refused.
        const current = await db.query.users.findFirst({
          columns: { avatar: true },
          where: eq(users.id, userId),
        });
        if (current?.avatar !== body.avatar) {
          throw new AppError('VALIDATION_FAILED', 'avatar: Avatar must be an uploaded image');
        }
      }
      const [user] = await db
        .update(users)
        .set({
          name: body.name,
          ...(body.phone !== undefined ? { phone: body.phone || null } : {}),
          ...(body.avatar !== undefined ? { avatar: body.avatar } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId))
        .returning();
      if (!user) throw new AppError('NOT_FOUND', 'User not found');
      return toSessionUser(user);
    },

    /** Sends a reset link when the account exists; answers identically either way. */
    async forgotPassword(email: string, meta: Meta): Promise<void> {
      await limiter.hit(`forgot:ip:${meta.ip}`, accountLimits.forgotPerIp);
      await limiter.hit(`forgot:email:${email}`, accountLimits.forgotPerEmail);
      const user = await findByEmail(email);
      if (!user || user.status !== 'active') return;
      const token = randomBytes(32).toString('base64url');
      await db.insert(passwordResets).values({
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_TTL_MS),
      });
      await notifications.sendEmail(
        resetPasswordEmail({
          to: user.email,
          name: user.name,
          link: `${deps.publicUrl}/reset-password/${token}`,
        }),
      );
    },

    /** Single-use, one-hour token; sets the password and ends every session of the account. */
    async resetPassword(token: string, password: string, meta: Meta): Promise<void> {
      const failuresKey = `reset-failed:ip:${meta.ip}`;
      await limiter.hit(`reset:ip:${meta.ip}`, accountLimits.resetPerIp);
      await limiter.check(failuresKey, accountLimits.resetFailuresPerIp);
      refuseCommonPassword(password);
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

    /** Admin: change a user's role; their sessions end so the new role applies at once. */
    async changeRole(actorId: string, userId: string, role: Role): Promise<SessionUser> {
      if (actorId === userId) throw new AppError('CONFLICT', 'You cannot change your own role');
      const [user] = await db
        .update(users)
        .set({ role, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      if (!user) throw new AppError('NOT_FOUND', 'User not found');
      await endAllSessions(userId);
      return toSessionUser(user);
    },

    /** Full names and emails by user id, for admin screens (moderation lists). */
    async contactsOf(ids: string[]): Promise<Map<string, { name: string; email: string }>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(inArray(users.id, unique));
      return new Map(rows.map((r) => [r.id, { name: r.name, email: r.email }]));
    },

    /** First names by user id, for public bylines (reviews, questions); nothing else leaves. */
    async firstNames(ids: string[]): Promise<Map<string, string>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, unique));
      return new Map(rows.map((r) => [r.id, r.name.trim().split(/\s+/)[0] || 'Customer']));
    },

    /** The admins who may be told about the shop's news (new-order pushes): active accounts. */
    async activeAdminIds(): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
      return rows.map((r) => r.id);
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
