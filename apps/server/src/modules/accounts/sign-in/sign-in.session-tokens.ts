import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { LRUCache } from 'lru-cache';
import type { AuthResult, SessionUser } from '@propwash/domain/accounts/schemas';
import type { Config } from '../../../config.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { AuthUser } from '../../../platform/auth-guard.ts';
import type { Db } from '../../../platform/db.ts';
import { sessions, users } from '../accounts.tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const ALGORITHM = 'HS256';
/** Verified tokens remembered (the least recently used is dropped first). */
const VERIFIED_TOKENS_KEPT = 10_000;
const ID = /^[0-9a-f-]{36}$/i;
/** A session's "last active" moves at most this often: one small write per session per 5 min. */
const SEEN_EVERY_MS = 5 * 60 * 1000;

type VerifiedClaims = {
  sid: string;
  sub: string;
  exp?: number | undefined;
  nbf?: number | undefined;
};

/** Where a sign-in came from, stored on its session. */
export type SessionMeta = { ip?: string; userAgent?: string };

/**
 * Sessions as bearer tokens: a signed JWT naming a row of `accounts_session`. Issuing writes the
 * row and signs the token; resolving verifies the token and reads the row on every request
 * (platform/auth-guard.ts), so a logout or a ban holds at once. A request writes only to move its
 * session's last-active time, at most once per SEEN_EVERY_MS (docs/architecture.md, "Auth").
 */
export function createSessionTokens(deps: { db: Db; auth: Config['auth'] }) {
  const { db, auth } = deps;
  const key = new TextEncoder().encode(auth.jwtSecret);

  /**
   * Tokens jose has verified, by their text: HS256 with one key is deterministic, so the same text
   * verifies the same way again and only its time claims are checked again (jose's own rule:
   * expired at `exp <= now`, not yet valid at `nbf > now`, in whole seconds).
   */
  const verified = new LRUCache<string, VerifiedClaims>({ max: VERIFIED_TOKENS_KEPT });

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
      if (typeof sid !== 'string' || !sub || !ID.test(sid) || !ID.test(sub)) return null;
      claims = { sid, sub, exp, nbf };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
    verified.set(token, claims);
    return claims;
  }

  /** The live session's user (one prepared statement, read on every signed-in request). */
  const sessionUser = db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      lastSeenAt: sessions.lastSeenAt,
    })
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

  return {
    /** A new session for an active account, and its token. */
    async issue(
      user: SessionUser & { status: string },
      rememberMe: boolean,
      meta: SessionMeta,
    ): Promise<AuthResult> {
      if (user.status !== 'active') {
        throw new AppError('FORBIDDEN', 'This account has been suspended. Please contact support.');
      }
      const expiresAt = new Date(Date.now() + (rememberMe ? 30 : 1) * DAY_MS);
      const [session] = await db
        .insert(sessions)
        .values({
          userId: user.id,
          expiresAt,
          ip: meta.ip,
          userAgent: meta.userAgent?.slice(0, 300),
        })
        .returning({ id: sessions.id });
      const token = await new SignJWT({ sid: session!.id })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(user.id)
        .setIssuer(auth.issuer)
        .setAudience(auth.audience)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(key);
      const { id, name, email, phone, avatar, role } = user;
      return {
        token,
        user: { id, name, email, phone, avatar, role },
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** Verifies the JWT (algorithm, issuer, audience, expiry) and that its session is alive. */
    async resolve(token: string): Promise<AuthUser | null> {
      const claims = await verifiedClaims(token);
      if (!claims) return null;
      const { sid, sub } = claims;
      const now = new Date();
      const [row] = await sessionUser.execute({ sid, sub, now });
      if (!row || row.status !== 'active') return null;
      if (now.getTime() - row.lastSeenAt.getTime() >= SEEN_EVERY_MS) {
        const stale = new Date(now.getTime() - SEEN_EVERY_MS);
        await db
          .update(sessions)
          .set({ lastSeenAt: now })
          .where(and(eq(sessions.id, sid), lt(sessions.lastSeenAt, stale)));
      }
      return { id: row.id, role: row.role, sessionId: sid };
    },
  };
}
