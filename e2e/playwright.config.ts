import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../scripts/chromium-flags.mjs';

// One fresh shop per run: its own port and data directory (set once; workers inherit it).
// Chromium refuses some ports (ERR_UNSAFE_PORT); 3659 is the one in this range.
const pickPort = (): number => {
  const port = 3300 + Math.floor(Math.random() * 500);
  return port === 3659 ? pickPort() : port;
};
process.env.E2E_PORT ??= String(pickPort());
// A local OpenID Connect issuer stands in for Google (e2e/support/oidc-issuer.ts).
process.env.E2E_OIDC_PORT ??= String(Number(process.env.E2E_PORT) + 1000);
// A local stand-in for Meta's WhatsApp Cloud API (e2e/support/whatsapp-stand-in.ts): stories
// read what the shop sent at ${whatsappStandIn}/__sent.
process.env.E2E_WHATSAPP_PORT ??= String(Number(process.env.E2E_PORT) + 2000);
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `propwash-e2e-${Date.now().toString(36)}`);
// E2E_TLS=1 runs the stories against the shop serving HTTPS over HTTP/2 (TLS_CERT_FILE and
// TLS_KEY_FILE) with a certificate made here for 127.0.0.1; CI runs them over plain HTTP.
const tls = process.env.E2E_TLS === '1' ? selfSignedCertificate() : null;
export const baseURL = `${tls ? 'https' : 'http'}://127.0.0.1:${process.env.E2E_PORT}`;

function selfSignedCertificate() {
  const dir = path.join(os.tmpdir(), 'propwash-e2e-tls');
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  if (!existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '7',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
  }
  return { TLS_CERT_FILE: cert, TLS_KEY_FILE: key };
}
const oidcIssuer = `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`;
export const whatsappStandIn = `http://127.0.0.1:${process.env.E2E_WHATSAPP_PORT}`;
export const whatsapp = {
  accessToken: 'e2e-whatsapp-token',
  phoneNumberId: '100000000000001',
  appSecret: 'e2e-whatsapp-app-secret',
  verifyToken: 'e2e-whatsapp-verify',
};
export const admin = { email: 'admin@e2e.propwash.test', password: 'e2e-admin-password-42' };
process.env.E2E_ADMIN_EMAIL = admin.email;
process.env.E2E_ADMIN_PASSWORD = admin.password;

const chromiumArgs = [
  '--headless',
  ...chromiumFlags,
  // A service worker (push) is refused on a certificate error, which ignoreHTTPSErrors does not
  // cover; this flag does.
  ...(tls ? ['--ignore-certificate-errors'] : []),
];

/** Stories that change the shop's money settings for a while (see the projects below). */
const shopWideMoney = /cod-pay-now\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A 2-core CI machine runs the server, two browsers and the build's leftovers at once: give
  // each story and each expectation room, so a slow moment is not read as a failure.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: path.resolve(import.meta.dirname, '../.e2e-results.json') }],
  ],
  use: {
    baseURL,
    ignoreHTTPSErrors: Boolean(tls),
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: shopWideMoney,
    },
    // Stories that change what every order costs (the COD fee, the prepaid saving) run after the
    // others, so no story checks a total while the shop's money settings are changed.
    {
      name: 'shop-wide-money',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testMatch: shopWideMoney,
      dependencies: ['desktop'],
    },
  ],
  webServer: [
    {
      command: `node --import tsx e2e/support/oidc-issuer.ts --port ${process.env.E2E_OIDC_PORT} --client-id propwash-e2e --client-secret e2e-google-secret`,
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command:
        `node --import tsx e2e/support/whatsapp-stand-in.ts --port ${process.env.E2E_WHATSAPP_PORT}` +
        ` --access-token ${whatsapp.accessToken} --phone-number-id ${whatsapp.phoneNumberId}` +
        ` --app-secret ${whatsapp.appSecret} --webhook-url ${baseURL}/api/whatsapp/webhook`,
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `${whatsappStandIn}/__sent`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: 'node scripts/start.mjs',
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `${baseURL}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      ignoreHTTPSErrors: Boolean(tls),
      stdout: 'pipe',
      env: {
        PORT: process.env.E2E_PORT,
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        LOG_LEVEL: 'warn',
        // Playwright's API requests name their shopper's address (fixtures.ts shopperAddress).
        TRUST_PROXY: '127.0.0.1',
        GOOGLE_CLIENT_ID: 'propwash-e2e',
        GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
        GOOGLE_ISSUER: oidcIssuer,
        WHATSAPP_ACCESS_TOKEN: whatsapp.accessToken,
        WHATSAPP_PHONE_NUMBER_ID: whatsapp.phoneNumberId,
        WHATSAPP_APP_SECRET: whatsapp.appSecret,
        WHATSAPP_VERIFY_TOKEN: whatsapp.verifyToken,
        WHATSAPP_API_URL: `${whatsappStandIn}/v23.0`,
        ...tls,
      },
    },
  ],
});
