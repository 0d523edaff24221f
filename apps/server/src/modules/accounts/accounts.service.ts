import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { AuthResult, LoginBody, SessionUser } from '@propwash/domain/accounts/schemas';
import type { Config } from '../../config.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AuthUser } from '../../platform/auth-guard.ts';
import type { Db } from '../../platform/db.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { sessions, users } from './accounts.tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const ALGORITHM = 'HS256';

type UserRow = typeof users.$inferSelect;

export function toSessionUser(u: UserRow): SessionUser {
  return { id: u.id, name: u.name, email: u.email, phone: u.phone, avatar: u.avatar, role: u.role };
}

export function createAccountsService(deps: { db: Db; auth: Config['auth'] }) {
  const { db, auth } = deps;
  const key = new TextEncoder().encode(auth.jwtSecret);
  // Verifying against a real hash when the email is unknown keeps login timing uniform.
  const dummyHash = hashPassword('timing-equaliser-not-a-password');

  async function issueSession(
    user: UserRow,
    rememberMe: boolean,
    meta: { ip?: string; userAgent?: string },
  ): Promise<AuthResult> {
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

  return {
    /** Email + password sign-in; the same message whether the email or the password is wrong. */
    async login(body: LoginBody, meta: { ip?: string; userAgent?: string }): Promise<AuthResult> {
      const user = await db.query.users.findFirst({
        where: eq(sql`lower(${users.email})`, body.email),
      });
      const valid = user?.passwordHash
        ? await verifyPassword(user.passwordHash, body.password)
        : (await verifyPassword(await dummyHash, body.password), false);
      if (!user || !valid) throw new AppError('UNAUTHENTICATED', 'Invalid email or password');
      if (user.status !== 'active') {
        throw new AppError('FORBIDDEN', 'This account has been suspended. Please contact support.');
      }
      return issueSession(user, body.rememberMe ?? false, meta);
    },

    /** Verifies the JWT (algorithm, issuer, audience, expiry) and that its session is alive. */
    async resolveToken(token: string): Promise<AuthUser | null> {
      let sid: unknown;
      let sub: string | undefined;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: auth.issuer,
          audience: auth.audience,
        });
        sid = payload.sid;
        sub = payload.sub;
      } catch (err) {
        if (err instanceof joseErrors.JOSEError) return null;
        throw err;
      }
      if (typeof sid !== 'string' || !sub || !/^[0-9a-f-]{36}$/i.test(sid)) return null;
      const [row] = await db
        .select({ id: users.id, role: users.role, status: users.status })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, sid),
            eq(sessions.userId, sub),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        )
        .limit(1);
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
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
