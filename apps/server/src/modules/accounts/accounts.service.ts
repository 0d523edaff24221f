import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
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
import type { AuditTrail } from '../../platform/audit.ts';
import type { Db } from '../../platform/db.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { Mailer } from '../../platform/mail.ts';
import { accountLimits } from './sign-in/sign-in.limits.ts';
import { sessions, users } from './accounts.tables.ts';
import { refuseCommonPassword } from './sign-in/sign-in.common-passwords.ts';
import { welcomeEmail } from './accounts.emails.ts';
import { createAccountSecurity } from './sign-in/sign-in.security.ts';
import { createPasswordReset } from './sign-in/sign-in.password-reset.ts';
import { createSessionTokens, type SessionMeta } from './sign-in/sign-in.session-tokens.ts';
import { createSignInLog, type SignInAttempt } from './sign-in/sign-in.log.ts';
import { createSignInCodes } from './sign-in/sign-in.code.ts';
import type { SendWhatsApp } from '../whatsapp/whatsapp.request.ts';
import { isUniqueViolation } from '../../platform/pg-errors.ts';

export { accountLimits } from './sign-in/sign-in.limits.ts';
export { refuseCommonPassword } from './sign-in/sign-in.common-passwords.ts';

type UserRow = typeof users.$inferSelect;
/** A Google account as its verified ID token describes it. */
export type GoogleIdentity = {
  subject: string;
  email: string;
  name: string;
  picture: string | null;
};
type Meta = SessionMeta;
/** A login's origin, and the known device it comes from for a given account (sign-in/sign-in.known-device.ts). */
export type LoginMeta = SessionMeta & { deviceOf?: (userId: string) => string | null };

export function toSessionUser(u: UserRow): SessionUser {
  return { id: u.id, name: u.name, email: u.email, phone: u.phone, avatar: u.avatar, role: u.role };
}

export function createAccountsService(deps: {
  db: Db;
  auth: Config['auth'];
  publicUrl: string;
  limiter: RateLimiter;
  notifications: Mailer;
  /** Whether a URL names an image this shop stored (avatars must). */
  isOwnImageUrl: (url: string) => boolean;
  /** Role changes are admin writes: recorded in the audit log (platform/audit.ts). */
  audit: AuditTrail;
  /** Sign-in codes for a mobile number go on WhatsApp, or by email (docs/decisions/whatsapp.md). */
  sendWhatsApp: SendWhatsApp;
  /** Where a sign-in log row that could not be written is reported. */
  log?: (msg: string, err?: unknown) => void;
}) {
  const { db, auth, limiter, notifications } = deps;
  const signInLog = createSignInLog({
    db,
    log: deps.log ?? ((msg, err) => console.error(msg, err)),
  });
  /** The outcome a refused sign-in's error stands for (docs/decisions/security-log-and-retention.md). */
  const refusal = (err: unknown): SignInAttempt['outcome'] | null =>
    err instanceof AppError
      ? err.type === 'RATE_LIMITED'
        ? 'throttled'
        : err.type === 'FORBIDDEN' || err.type === 'CONFLICT'
          ? 'blocked'
          : null
      : null;
  const tokens = createSessionTokens({ db, auth });
  // Verifying against a real hash when the email is unknown keeps login timing uniform.
  const dummyHash = hashPassword('timing-equaliser-not-a-password');
  const issueSession = tokens.issue;
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

  /** The welcome email of a new account (a failed send is kept in the outbox, never thrown). */
  async function sendWelcome(user: UserRow): Promise<void> {
    await notifications.sendEmail(
      welcomeEmail({ to: user.email, name: user.name, publicUrl: deps.publicUrl }),
    );
  }

  /** Google sign-in: by Google account, else link the account with the same verified email. */
  async function googleSignIn(
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
        await sendWelcome(user);
      }
    }
    return issueSession(user!, rememberMe, meta);
  }

  /** A Google sign-in's row of the sign-in log; the account is looked up by the email unless known. */
  const loggedGoogle = (
    identity: GoogleIdentity,
    meta: Meta,
    outcome: SignInAttempt['outcome'],
    user?: { id: string; role: Role },
  ) =>
    signInLog.record({
      email: identity.email,
      method: 'google',
      outcome,
      ...(user && { userId: user.id, admin: user.role === 'admin' }),
      ip: meta.ip,
      userAgent: meta.userAgent,
    });

  return {
    endAllSessions,

    /** A new customer account (never any other role) and its first session. */
    async register(body: RegisterBody, meta: Meta): Promise<AuthResult> {
      await limiter.hit(`register:ip:${meta.ip}`, accountLimits.registerPerIp);
      await refuseCommonPassword(body.password);
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
      const session = await issueSession(user, false, meta);
      await sendWelcome(user);
      return session;
    },

    /**
     * Email + password sign-in; the same message whether the email or the password is wrong.
     * A device that signed in to the account before is limited on its own and skips the per-IP
     * and per-account limits, so guesses from elsewhere never lock the owner out of it
     * (docs/decisions/login-throttling-known-devices.md).
     */
    async login(body: LoginBody, meta: LoginMeta): Promise<AuthResult> {
      const user = await findByEmail(body.email);
      // Every attempt is one row of the sign-in log, whatever its outcome (sign-in/sign-in.log.ts).
      const logged = (outcome: SignInAttempt['outcome']) =>
        signInLog.record({
          email: body.email,
          method: 'password',
          outcome,
          userId: user?.id ?? null,
          admin: user?.role === 'admin',
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
      let result: AuthResult;
      try {
        const deviceId = user ? (meta.deviceOf?.(user.id) ?? null) : null;
        const [failuresKey, failuresLimit] = deviceId
          ? [`login:device:${deviceId}`, accountLimits.loginFailuresPerDevice]
          : [`login:account:${body.email}`, accountLimits.loginFailuresPerAccount];
        if (!deviceId) await limiter.hit(`login:ip:${meta.ip}`, accountLimits.loginPerIp);
        await limiter.check(failuresKey, failuresLimit);
        const valid = user?.passwordHash
          ? await verifyPassword(user.passwordHash, body.password)
          : (await verifyPassword(await dummyHash, body.password), false);
        if (!user || !valid) {
          await limiter.fail(failuresKey, failuresLimit);
          await logged(user ? 'wrong_password' : 'unknown_email');
          throw new AppError('UNAUTHENTICATED', 'Invalid email or password');
        }
        await limiter.reset(failuresKey);
        result = await issueSession(user, body.rememberMe ?? false, meta);
      } catch (err) {
        const outcome = refusal(err);
        if (outcome) await logged(outcome);
        throw err;
      }
      await logged('success');
      return result;
    },

    /** Google sign-in: by Google account, else link the account with the same verified email. */
    async signInWithGoogle(
      identity: GoogleIdentity,
      meta: Meta,
      rememberMe: boolean,
    ): Promise<AuthResult> {
      let result: AuthResult;
      try {
        result = await googleSignIn(identity, meta, rememberMe);
      } catch (err) {
        const outcome = refusal(err);
        if (outcome) await loggedGoogle(identity, meta, outcome);
        throw err;
      }
      await loggedGoogle(identity, meta, 'success', result.user);
      return result;
    },

    /**
     * The per-IP limit of Google sign-ins; a refused one is logged as throttled. The caller
     * runs it before verifying nothing more (app-routes.ts).
     */
    async limitGoogleSignIn(identity: GoogleIdentity, meta: Meta): Promise<void> {
      try {
        await limiter.hit(`google:ip:${meta.ip}`, accountLimits.loginPerIp);
      } catch (err) {
        if (refusal(err) === 'throttled') await loggedGoogle(identity, meta, 'throttled');
        throw err;
      }
    },

    /** Admin: the sign-in log (GET /api/auth/admin/sign-ins). */
    signIns: signInLog.list,

    /** Verifies the JWT (algorithm, issuer, audience, expiry) and that its session is alive. */
    resolveToken: tokens.resolve,

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

    ...createAccountSecurity({ db, limiter }),

    ...createSignInCodes({
      db,
      secret: auth.jwtSecret,
      limiter,
      mailer: notifications,
      sendWhatsApp: deps.sendWhatsApp,
      issueSession,
      recordSignIn: signInLog.record,
    }),

    ...createPasswordReset({
      db,
      publicUrl: deps.publicUrl,
      limiter,
      notifications,
      findByEmail,
    }),

    /** Admin: change a user's role; their sessions end so the new role applies at once. */
    async changeRole(actorId: string, userId: string, role: Role): Promise<SessionUser> {
      if (actorId === userId) throw new AppError('CONFLICT', 'You cannot change your own role');
      const user = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ role: users.role })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!before) throw new AppError('NOT_FOUND', 'User not found');
        const [updated] = await tx
          .update(users)
          .set({ role, updatedAt: new Date() })
          .where(eq(users.id, userId))
          .returning();
        if (before.role !== role)
          await deps.audit.record(tx, {
            actor: { id: actorId },
            kind: 'user',
            recordId: userId,
            recordLabel: updated!.email,
            action: 'update',
            changes: { role: [before.role, role] },
          });
        return updated!;
      });
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
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
