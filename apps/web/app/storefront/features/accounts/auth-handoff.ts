import type { SessionUser } from '@propwash/domain/accounts/schemas';
import { loadAccountSchemas } from '#app/storefront/features/accounts/field-errors.ts';

/** Decodes base64url (RFC 4648, section 5) to UTF-8 text, or null. */
function decodeBase64Url(value: string): string | null {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(value)) return null;
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  try {
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (c) => c.charCodeAt(0)),
    );
  } catch {
    return null;
  }
}

async function parseUser(raw: string): Promise<SessionUser | null> {
  const { sessionUserSchema } = await loadAccountSchemas();
  // The server sends base64url JSON; older links carried the JSON itself.
  for (const text of [decodeBase64Url(raw), raw]) {
    if (text === null) continue;
    try {
      const parsed = sessionUserSchema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // Not JSON: try the next reading.
    }
  }
  return null;
}

/**
 * The session handed over by a sign-in callback (token and user, from the URL fragment or query).
 * Both are required and the user must decode as valid data, else null.
 */
export async function readAuthHandoff(
  params: URLSearchParams,
): Promise<{ token: string; user: SessionUser } | null> {
  const token = params.get('token')?.trim();
  const rawUser = params.get('user');
  if (!token || !rawUser || token.length > 512) return null;
  const user = await parseUser(rawUser);
  return user ? { token, user } : null;
}
