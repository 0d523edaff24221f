import { createRemoteJWKSet, customFetch, errors as joseErrors, jwtVerify } from 'jose';
import { z } from 'zod';
import { AppError } from '../../../platform/app-error.ts';

/** Who Google (or the configured OpenID issuer) says signed in; only ever built from a verified ID token. */
export type GoogleIdentity = {
  subject: string;
  email: string;
  emailVerified: true;
  name: string;
  picture: string | null;
};

type Logger = { debug: (obj: object, msg: string) => void };

export type GoogleVerifierOptions = {
  /** The OpenID issuer, e.g. https://accounts.google.com (tests point it at a local issuer). */
  issuer: string;
  clientId: string;
  fetch?: typeof fetch;
  /** Receives the reason a sign-in failed; the caller only ever sees 'Google sign-in failed'. */
  logger?: Logger;
};

const GOOGLE_ISSUER = 'https://accounts.google.com';
const HTTP_TIMEOUT_MS = 5_000;

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});
type Discovery = z.infer<typeof discoverySchema>;

const tokenResponseSchema = z.object({ id_token: z.string().min(1) });

const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.email().max(254),
  email_verified: z.literal(true),
  name: z.string().optional(),
  picture: z.string().optional(),
  nonce: z.string().optional(),
  azp: z.string().optional(),
});

const failed = () => new AppError('UNAUTHENTICATED', 'Google sign-in failed');
const unavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', 'Google sign-in is unavailable right now. Please try again.');

/** Reasons that are the issuer's fault (down, slow, malformed), not the token's. */
class IssuerUnavailable extends Error {
  override name = 'IssuerUnavailable';
}

/**
 * Verifies Google ID tokens (signature against the issuer's JWKS, audience, issuer, expiry,
 * email_verified) and runs the authorization-code flow with PKCE for the redirect sign-in.
 */
export function createGoogleVerifier(opts: GoogleVerifierOptions) {
  const issuer = opts.issuer.replace(/\/+$/, '');
  const { clientId, logger } = opts;
  const fetchImpl = opts.fetch ?? fetch;
  // Google's tokens carry either form of its issuer (its docs say to accept both).
  const acceptedIssuers =
    issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, 'accounts.google.com'] : [issuer];

  let discovery: Promise<Discovery> | null = null;
  let jwks: ReturnType<typeof createRemoteJWKSet> | null = null;

  async function fetchJson(url: string, init: RequestInit = {}) {
    let res: Response;
    try {
      res = await fetchImpl(url, {
        ...init,
        redirect: 'error',
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
    } catch (err) {
      throw new IssuerUnavailable(`${url}: ${(err as Error).message}`);
    }
    const body: unknown = await res.json().catch(() => null);
    return { status: res.status, body };
  }

  /** The issuer's metadata, fetched once; a failed fetch is retried on the next sign-in. */
  function discover(): Promise<Discovery> {
    discovery ??= (async () => {
      const { status, body } = await fetchJson(`${issuer}/.well-known/openid-configuration`);
      const parsed = discoverySchema.safeParse(body);
      if (status !== 200 || !parsed.success) {
        throw new IssuerUnavailable(`discovery answered ${status} with an unusable document`);
      }
      // OpenID Connect Discovery 1.0, section 4.3: the document must name the issuer it was fetched from.
      if (parsed.data.issuer.replace(/\/+$/, '') !== issuer) {
        throw new IssuerUnavailable(`discovery names issuer ${parsed.data.issuer}`);
      }
      return parsed.data;
    })();
    discovery.catch(() => {
      discovery = null;
    });
    return discovery;
  }

  async function keySet() {
    const { jwks_uri } = await discover();
    jwks ??= createRemoteJWKSet(new URL(jwks_uri), {
      timeoutDuration: HTTP_TIMEOUT_MS,
      [customFetch]: (url, init) => fetchImpl(url, init),
    });
    return jwks;
  }

  /** Logs why, then throws the one public error: 401 for a bad token, 503 for an unreachable issuer. */
  function fail(err: unknown): never {
    if (err instanceof AppError) throw err;
    if (err instanceof z.ZodError) {
      const issue = err.issues[0];
      logger?.debug({ reason: `${issue?.path.join('.')}: ${issue?.message}` }, 'ID token refused');
      throw failed();
    }
    if (err instanceof joseErrors.JOSEError && !(err instanceof joseErrors.JWKSTimeout)) {
      logger?.debug({ reason: `${err.code}: ${err.message}` }, 'ID token refused');
      throw failed();
    }
    // The issuer's side: unreachable, too slow, or answering with a document we cannot use.
    logger?.debug({ reason: (err as Error).message }, 'Google issuer unavailable');
    throw unavailable();
  }

  async function verifyIdToken(
    idToken: string,
    check: { nonce?: string } = {},
  ): Promise<GoogleIdentity> {
    try {
      const { payload } = await jwtVerify(idToken, await keySet(), {
        algorithms: ['RS256'],
        issuer: acceptedIssuers,
        audience: clientId,
        requiredClaims: ['exp', 'iat', 'sub', 'email'],
        clockTolerance: 30,
      });
      const claims = claimsSchema.parse(payload);
      // OpenID Connect Core 1.0, section 3.1.3.7: a token for several audiences must name us as azp.
      const isMultiAudience = Array.isArray(payload.aud) && payload.aud.length > 1;
      if ((isMultiAudience || claims.azp !== undefined) && claims.azp !== clientId) {
        throw new joseErrors.JWTClaimValidationFailed('azp is not this client', payload, 'azp');
      }
      if (check.nonce !== undefined && claims.nonce !== check.nonce) {
        throw new joseErrors.JWTClaimValidationFailed('nonce mismatch', payload, 'nonce');
      }
      const email = claims.email.toLowerCase();
      return {
        subject: claims.sub,
        email,
        emailVerified: true,
        name: claims.name?.trim().slice(0, 80) || email.split('@')[0]!,
        picture: claims.picture?.startsWith('https://') ? claims.picture.slice(0, 500) : null,
      };
    } catch (err) {
      fail(err);
    }
  }

  return {
    clientId,

    /** Verifies a Google ID token; throws 401 'Google sign-in failed' for any bad token. */
    verifyIdToken: (idToken: string) => verifyIdToken(idToken),

    /** Where to send the browser: the issuer's consent screen, with state, nonce and PKCE (S256). */
    async authorizationUrl(p: {
      state: string;
      nonce: string;
      codeChallenge: string;
      redirectUri: string;
    }): Promise<string> {
      const { authorization_endpoint } = await discover().catch(fail);
      const url = new URL(authorization_endpoint);
      url.search = new URLSearchParams({
        client_id: clientId,
        response_type: 'code',
        scope: 'openid email profile',
        redirect_uri: p.redirectUri,
        state: p.state,
        nonce: p.nonce,
        code_challenge: p.codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    /** Redeems an authorization code (client_secret_post + PKCE) and verifies the ID token and nonce. */
    async exchangeCode(p: {
      code: string;
      codeVerifier: string;
      redirectUri: string;
      clientSecret: string;
      nonce: string;
    }): Promise<GoogleIdentity> {
      let idToken: string;
      try {
        const { token_endpoint } = await discover();
        const { status, body } = await fetchJson(token_endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code: p.code,
            redirect_uri: p.redirectUri,
            client_id: clientId,
            client_secret: p.clientSecret,
            code_verifier: p.codeVerifier,
          }),
        });
        if (status >= 500) throw new IssuerUnavailable(`token endpoint answered ${status}`);
        const parsed = tokenResponseSchema.safeParse(body);
        if (status !== 200 || !parsed.success) {
          const error = (body as { error?: unknown } | null)?.error;
          logger?.debug({ reason: `token endpoint ${status} ${String(error)}` }, 'code refused');
          throw failed();
        }
        idToken = parsed.data.id_token;
      } catch (err) {
        fail(err);
      }
      return verifyIdToken(idToken, { nonce: p.nonce });
    },
  };
}
export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;
