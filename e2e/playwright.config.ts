import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// One fresh shop per run: its own port and data directory (set once; workers inherit it).
// Chromium refuses some ports (ERR_UNSAFE_PORT); 3659 is the one in this range.
const pickPort = (): number => {
  const port = 3300 + Math.floor(Math.random() * 500);
  return port === 3659 ? pickPort() : port;
};
process.env.E2E_PORT ??= String(pickPort());
// A local OpenID Connect issuer stands in for Google (e2e/support/oidc-issuer.ts).
process.env.E2E_OIDC_PORT ??= String(Number(process.env.E2E_PORT) + 1000);
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `propwash-e2e-${Date.now().toString(36)}`);
export const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const oidcIssuer = `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`;
export const admin = { email: 'admin@e2e.propwash.test', password: 'e2e-admin-password-42' };
process.env.E2E_ADMIN_EMAIL = admin.email;
process.env.E2E_ADMIN_PASSWORD = admin.password;

const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumFlags },
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
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
      command: 'node scripts/start.mjs',
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `${baseURL}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
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
      },
    },
  ],
});
