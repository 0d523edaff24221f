// A local OpenID Connect issuer for end-to-end runs: it stands in for Google, so the redirect
// sign-in runs offline. Discovery, JWKS, an /authorize that consents at once, and a /token that
// checks the client secret, the code and PKCE. Only node: modules, so it runs without installs.
//
//   node e2e/support/oidc-issuer.mjs --port 4455 --client-id propwash-e2e --client-secret s3cret
//
// Prints "ready" once listening. /authorize signs in the user named by login_hint, else a fixed
// shopper (google.shopper@e2e.propwash.test).
import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    'client-id': { type: 'string' },
    'client-secret': { type: 'string' },
  },
});
if (!args.port || !args['client-id'] || !args['client-secret']) {
  console.error('usage: oidc-issuer.mjs --port N --client-id ID --client-secret SECRET');
  process.exit(2);
}
const clientId = args['client-id'];
const clientSecret = args['client-secret'];
const issuer = `http://${args.host}:${args.port}`;

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'e2e-1', alg: 'RS256', use: 'sig' };

const defaultUser = {
  sub: '200000000000000000001',
  email: 'google.shopper@e2e.propwash.test',
  name: 'Google Shopper',
};

/** A login_hint becomes a verified user with that email and a stable subject. */
function userForHint(hint) {
  if (!hint) return defaultUser;
  const email = hint.toLowerCase();
  const sub = createHash('sha256').update(email).digest('hex').slice(0, 21);
  return { sub, email, name: email.split('@')[0] };
}

const b64 = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

function signIdToken(claims) {
  const input = `${b64({ alg: 'RS256', kid: jwk.kid, typ: 'JWT' })}.${b64(claims)}`;
  const signature = createSign('RSA-SHA256').update(input).sign(privateKey).toString('base64url');
  return `${input}.${signature}`;
}

/** code → what /token needs to check and sign; single use, one minute. */
const codes = new Map();

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function authorize(url, res) {
  const q = url.searchParams;
  const redirectUri = q.get('redirect_uri');
  if (q.get('client_id') !== clientId || !redirectUri) {
    return send(res, 400, { error: 'invalid_request' });
  }
  const back = new URL(redirectUri);
  if (q.get('state')) back.searchParams.set('state', q.get('state'));
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
      redirectUri,
      codeChallenge,
      nonce: q.get('nonce'),
      user: userForHint(q.get('login_hint')),
      expiresAt: Date.now() + 60_000,
    });
    back.searchParams.set('code', code);
  }
  res.writeHead(302, { location: back.toString() });
  res.end();
}

async function token(req, res) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
    return send(res, 401, { error: 'invalid_client' });
  }
  const code = form.get('code') ?? '';
  const pending = codes.get(code);
  codes.delete(code);
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
  const now = Math.floor(Date.now() / 1000);
  const idToken = signIdToken({
    iss: issuer,
    aud: clientId,
    sub: pending.user.sub,
    email: pending.user.email,
    email_verified: true,
    name: pending.user.name,
    iat: now,
    exp: now + 3600,
    ...(pending.nonce ? { nonce: pending.nonce } : {}),
  });
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

server.listen(Number(args.port), args.host, () => console.log('ready'));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
