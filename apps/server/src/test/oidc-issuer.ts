import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type JWTPayload } from 'jose';

export type OidcTestUser = { sub: string; email: string; name: string; emailVerified: boolean };

/** Who signs in at /authorize when no login_hint is given. */
export const defaultOidcUser: OidcTestUser = {
  sub: '100000000000000000001',
  email: 'google.pilot@example.com',
  name: 'Google Pilot',
  emailVerified: true,
};

/** A login_hint becomes a verified user with that email and a stable subject. */
function userForHint(hint: string | null, fallback: OidcTestUser): OidcTestUser {
  if (!hint) return fallback;
  const email = hint.toLowerCase();
  return {
    sub: createHash('sha256').update(email).digest('hex').slice(0, 21),
    email,
    name: email.split('@')[0]!,
    emailVerified: true,
  };
}

type PendingCode = {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | null;
  user: OidcTestUser;
  expiresAt: number;
};

type SignOptions = {
  /** 'none' makes an unsigned token; 'HS256' signs with the trusted public key's bytes (alg confusion). */
  alg?: 'RS256' | 'none' | 'HS256';
  /** 'unknown' signs with a key the JWKS does not publish (under the trusted key's kid). */
  key?: 'trusted' | 'unknown';
  /** Seconds from now until exp; negative for an expired token. Default 3600. */
  expiresIn?: number;
};

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A local OpenID Connect issuer on 127.0.0.1 for tests: discovery, JWKS, an /authorize that
 * consents at once, and a /token that checks the client secret, the code and PKCE.
 */
export async function startOidcIssuer(opts: {
  clientId: string;
  clientSecret?: string;
  /** Fixed port (e2e runs it beside the shop); 0 picks a free one. */
  port?: number;
  /** Who signs in at /authorize without a login_hint. */
  defaultUser?: OidcTestUser;
}) {
  const defaultUser = opts.defaultUser ?? defaultOidcUser;
  const trusted = await generateKeyPair('RS256', { extractable: true });
  const unknown = await generateKeyPair('RS256', { extractable: true });
  const jwk = {
    ...(await exportJWK(trusted.publicKey)),
    kid: 'trusted-1',
    alg: 'RS256',
    use: 'sig',
  };
  const codes = new Map<string, PendingCode>();
  const requests: string[] = [];
  let issuer = '';

  function claimsFor(user: OidcTestUser, nonce: string | null): JWTPayload {
    return {
      iss: issuer,
      aud: opts.clientId,
      sub: user.sub,
      email: user.email,
      email_verified: user.emailVerified,
      name: user.name,
      ...(nonce ? { nonce } : {}),
    };
  }

  /** Signs an ID token for the default user; overrides replace claims (undefined removes one). */
  async function signIdToken(overrides: JWTPayload = {}, sign: SignOptions = {}) {
    const now = Math.floor(Date.now() / 1000);
    const claims: JWTPayload = {
      ...claimsFor(defaultUser, null),
      iat: now,
      exp: now + (sign.expiresIn ?? 3600),
      ...overrides,
    };
    for (const [name, value] of Object.entries(claims)) {
      if (value === undefined) delete claims[name];
    }
    const alg = sign.alg ?? 'RS256';
    if (alg === 'none') return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    if (alg === 'HS256') {
      const secret = new TextEncoder().encode(JSON.stringify(jwk));
      return new SignJWT(claims).setProtectedHeader({ alg, kid: jwk.kid, typ: 'JWT' }).sign(secret);
    }
    // An unknown key still claims the trusted kid, so only the signature check can catch it.
    return new SignJWT(claims)
      .setProtectedHeader({ alg, kid: jwk.kid, typ: 'JWT' })
      .sign(sign.key === 'unknown' ? unknown.privateKey : trusted.privateKey);
  }

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };

  async function readForm(req: IncomingMessage) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  }

  function authorize(url: URL, res: ServerResponse) {
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri');
    if (q.get('client_id') !== opts.clientId || !redirectUri) {
      return send(res, 400, { error: 'invalid_request' });
    }
    const back = new URL(redirectUri);
    if (q.get('state')) back.searchParams.set('state', q.get('state')!);
    const codeChallenge = q.get('code_challenge');
    if (
      q.get('response_type') !== 'code' ||
      !q.get('scope')?.split(' ').includes('openid') ||
      q.get('code_challenge_method') !== 'S256' ||
      !codeChallenge
    ) {
      back.searchParams.set('error', 'invalid_request');
    } else {
      const code = randomBytes(24).toString('base64url');
      codes.set(code, {
        clientId: opts.clientId,
        redirectUri,
        codeChallenge,
        nonce: q.get('nonce'),
        user: userForHint(q.get('login_hint'), defaultUser),
        expiresAt: Date.now() + 60_000,
      });
      back.searchParams.set('code', code);
    }
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    const form = await readForm(req);
    if (
      form.get('client_id') !== opts.clientId ||
      (opts.clientSecret !== undefined && form.get('client_secret') !== opts.clientSecret)
    ) {
      return send(res, 401, { error: 'invalid_client' });
    }
    const code = form.get('code') ?? '';
    const pending = codes.get(code);
    codes.delete(code); // single use, even when the rest fails
    const verifier = form.get('code_verifier') ?? '';
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !pending ||
      pending.expiresAt < Date.now() ||
      pending.redirectUri !== form.get('redirect_uri') ||
      createHash('sha256').update(verifier).digest('base64url') !== pending.codeChallenge
    ) {
      return send(res, 400, { error: 'invalid_grant' });
    }
    const idToken = await signIdToken(claimsFor(pending.user, pending.nonce));
    send(res, 200, {
      access_token: randomBytes(24).toString('base64url'),
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'openid email profile',
      id_token: idToken,
    });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    requests.push(url.pathname);
    if (req.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
      return send(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_post'],
      });
    }
    if (req.method === 'GET' && url.pathname === '/jwks') return send(res, 200, { keys: [jwk] });
    if (req.method === 'GET' && url.pathname === '/authorize') return authorize(url, res);
    if (req.method === 'POST' && url.pathname === '/token') {
      return void token(req, res).catch(() => send(res, 500, { error: 'server_error' }));
    }
    send(res, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    clientId: opts.clientId,
    defaultUser,
    /** Paths the issuer has been asked for, in order (to check caching). */
    requests,
    signIdToken,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
export type OidcIssuer = Awaited<ReturnType<typeof startOidcIssuer>>;
