import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { derivedSigner } from '../../../platform/signed-token.ts';

const COOKIE_PREFIX = 'pw_device_';
const COOKIE_PATH = '/api/auth';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The "known device" cookie (docs/decisions/login-throttling-known-devices.md): set at each
 * successful sign-in, one per account, signed so it cannot be forged. A login from a device that
 * holds the account's cookie is limited per device and skips the account's lock, so wrong
 * passwords typed elsewhere never lock the owner out of a device they signed in on before.
 */
export function createKnownDevices(deps: { secret: string; isSecure: boolean }) {
  const signer = derivedSigner(deps.secret, 'propwash known-device v1');
  const attributes = `Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax${deps.isSecure ? '; Secure' : ''}`;
  // One cookie per account; its name (the signature's first 9 bytes) does not reveal the account.
  const nameFor = (userId: string) =>
    `${COOKIE_PREFIX}${signer.sign(`name:${userId}`).slice(0, 12)}`;

  function cookieOf(request: FastifyRequest, name: string): string | undefined {
    return (request.headers.cookie ?? '')
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name}=`))
      ?.slice(name.length + 1);
  }

  /** The device's id when the request holds this account's untampered cookie; else null. */
  function deviceOf(request: FastifyRequest, userId: string): string | null {
    const [deviceId, signature] = cookieOf(request, nameFor(userId))?.split('.') ?? [];
    if (!deviceId || !signature || !/^[A-Za-z0-9_-]{22}$/.test(deviceId)) return null;
    return signer.verify(`device:${userId}:${deviceId}`, signature) ? deviceId : null;
  }

  return {
    deviceOf,

    /** After a successful sign-in: keeps the device's id (or makes one) for another year. */
    remember(request: FastifyRequest, reply: FastifyReply, userId: string): void {
      const deviceId = deviceOf(request, userId) ?? randomBytes(16).toString('base64url');
      const signature = signer.sign(`device:${userId}:${deviceId}`);
      reply.header(
        'set-cookie',
        `${nameFor(userId)}=${deviceId}.${signature}; Max-Age=${YEAR_SECONDS}; ${attributes}`,
      );
    },
  };
}
export type KnownDevices = ReturnType<typeof createKnownDevices>;
