import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@propwash/domain/accounts/schemas';
import { AppError } from './app-error.ts';

/** Who is calling: read from a live session row on every request, never from the token alone. */
export type AuthUser = { id: string; role: Role; sessionId: string };

export type ResolveToken = (token: string) => Promise<AuthUser | null>;

/** The bearer token of a request, if it sent one. */
export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

const authUsers = new WeakMap<FastifyRequest, AuthUser | null>();

/** Guards as onRequest hooks: `requireUser` (401), `requireAdmin` (401 / 403). */
export function createAuthGuards(resolveToken: ResolveToken) {
  async function currentUser(request: FastifyRequest): Promise<AuthUser | null> {
    if (authUsers.has(request)) return authUsers.get(request) ?? null;
    const token = bearer(request);
    const user = token ? await resolveToken(token) : null;
    authUsers.set(request, user);
    return user;
  }

  async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
    if (!(await currentUser(request))) {
      throw new AppError('UNAUTHENTICATED', 'Session expired. Please login again.');
    }
  }

  async function requireAdmin(request: FastifyRequest, _reply: FastifyReply) {
    const user = await currentUser(request);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Admin authentication required');
    if (user.role !== 'admin') {
      throw new AppError('FORBIDDEN', 'Access denied. Admin privileges required.');
    }
  }

  /** The signed-in user of a request that passed requireUser/requireAdmin. */
  function userOf(request: FastifyRequest): AuthUser {
    const user = authUsers.get(request);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Session expired. Please login again.');
    return user;
  }

  return { currentUser, requireUser, requireAdmin, userOf };
}
export type AuthGuards = ReturnType<typeof createAuthGuards>;
