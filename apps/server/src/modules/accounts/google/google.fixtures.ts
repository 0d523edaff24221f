// The Google sign-in tests' stand-in issuer (test/oidc-issuer.ts) and the client it knows.
import { afterAll, beforeAll } from 'vitest';
import { startOidcIssuer, type OidcIssuer } from '../../../test/oidc-issuer.ts';
import { createGoogleVerifier, type GoogleVerifier } from './google.verifier.ts';

export const clientId = 'propwash-test.apps.example';
export const clientSecret = 'test-google-secret';
export const publicUrl = 'http://shop.test';

/**
 * Starts the issuer before the file's tests (handing it and a verifier that trusts it to
 * `started`) and stops it after.
 */
export function useGoogleIssuer(
  started: (made: { issuer: OidcIssuer; google: GoogleVerifier }) => void,
) {
  let issuer: OidcIssuer | undefined;
  beforeAll(async () => {
    issuer = await startOidcIssuer({ clientId, clientSecret });
    started({ issuer, google: createGoogleVerifier({ issuer: issuer.issuer, clientId }) });
  });
  afterAll(() => issuer?.close());
}
