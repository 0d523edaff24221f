import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

const envSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().default('admin@propwash.in')),
  ADMIN_PASSWORD: z.preprocess(
    emptyToUndefined,
    z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  ),
  JWT_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  TRUST_PROXY: optionalString,
  TLS_CERT_FILE: optionalString,
  TLS_KEY_FILE: optionalString,
  HTTP_REDIRECT_PORT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  RAZORPAY_API_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.razorpay.com')),
  RAZORPAY_CHECKOUT_URL: z.preprocess(
    emptyToUndefined,
    z.url().default('https://checkout.razorpay.com/v1/checkout.js'),
  ),
  // WhatsApp Cloud API (docs/decisions/whatsapp.md); without the first three nothing goes on it.
  WHATSAPP_ACCESS_TOKEN: optionalString,
  WHATSAPP_PHONE_NUMBER_ID: optionalString,
  WHATSAPP_APP_SECRET: optionalString,
  WHATSAPP_VERIFY_TOKEN: optionalString,
  WHATSAPP_API_URL: z.preprocess(
    emptyToUndefined,
    z.url().default('https://graph.facebook.com/v23.0'),
  ),
  SHIPROCKET_EMAIL: optionalString,
  SHIPROCKET_PASSWORD: optionalString,
  SHIPROCKET_WEBHOOK_TOKEN: optionalString,
  SHIPROCKET_BASE_URL: optionalUrl,
  PAYMENT_SIMULATOR_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  PAYMENT_RECONCILE_MINUTES: z.preprocess(
    emptyToUndefined,
    z.coerce.number().positive().max(1440).default(5),
  ),
  PAYMENT_EXPIRE_MINUTES: z.preprocess(
    emptyToUndefined,
    z.coerce.number().positive().max(10080).default(30),
  ),
  // Abandoned-checkout reminders: seconds after the last checkout visit
  // (docs/decisions/abandoned-checkout.md).
  CHECKOUT_REMINDER_FIRST_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(604_800).default(3600),
  ),
  CHECKOUT_REMINDER_SECOND_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(2_592_000).default(86_400),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Propwash <shop@propwash.in>')),
  S3_BUCKET: optionalString,
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('ap-south-1')),
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalUrl,
  STORAGE_PRICE_PER_GB_MONTH: z.preprocess(
    emptyToUndefined,
    z.coerce.number().min(0).max(100_000).default(1.9),
  ),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.preprocess(emptyToUndefined, z.url().default('https://accounts.google.com')),
  // Web Push (VAPID, RFC 8292): raw P-256 keys in base64url, as `web-push generate-vapid-keys` prints.
  VAPID_PUBLIC_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
      .optional(),
  ),
  VAPID_SUBJECT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: URL')
      .optional(),
  ),
  // Tests and local development only: lets push endpoints be http://127.0.0.1 (never in production).
  PUSH_ALLOW_LOOPBACK: z.preprocess(emptyToUndefined, z.enum(['0', '1']).default('0')),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  BACKUP_DAILY: z.preprocess(emptyToUndefined, z.enum(['0', '1']).default('0')),
  BACKUP_KEEP: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(365).default(7)),
});

/** Rules between variables, checked on the raw environment so they are reported together with
 * every per-variable problem (zod skips refinements when the object itself fails). */
function crossVariableProblems(env: NodeJS.ProcessEnv): string[] {
  const has = (key: string) => Boolean(env[key]);
  const problems: string[] = [];
  if (has('RAZORPAY_KEY_ID') !== has('RAZORPAY_KEY_SECRET')) {
    const missing = has('RAZORPAY_KEY_ID') ? 'RAZORPAY_KEY_SECRET' : 'RAZORPAY_KEY_ID';
    problems.push(`${missing}: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set together`);
  }
  if (has('S3_BUCKET')) {
    for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      if (!has(key)) problems.push(`${key}: is required when S3_BUCKET is set`);
    }
  }
  if (has('GOOGLE_CLIENT_SECRET') && !has('GOOGLE_CLIENT_ID')) {
    problems.push('GOOGLE_CLIENT_ID: is required when GOOGLE_CLIENT_SECRET is set');
  }
  if (has('VAPID_PUBLIC_KEY') !== has('VAPID_PRIVATE_KEY')) {
    const missing = has('VAPID_PUBLIC_KEY') ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    problems.push(`${missing}: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together`);
  }
  if (has('TLS_CERT_FILE') !== has('TLS_KEY_FILE')) {
    const missing = has('TLS_CERT_FILE') ? 'TLS_KEY_FILE' : 'TLS_CERT_FILE';
    problems.push(`${missing}: TLS_CERT_FILE and TLS_KEY_FILE are set together`);
  }
  if (has('HTTP_REDIRECT_PORT') && !has('TLS_CERT_FILE')) {
    problems.push(
      'HTTP_REDIRECT_PORT: redirects to HTTPS, so TLS_CERT_FILE and TLS_KEY_FILE are needed',
    );
  }
  for (const key of ['TLS_CERT_FILE', 'TLS_KEY_FILE']) {
    const file = env[key];
    if (file && !existsSync(path.resolve(env.INIT_CWD ?? process.cwd(), file))) {
      problems.push(`${key}: no file at ${file}`);
    }
  }
  return problems;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads a secret kept in DATA_DIR, creating it once when absent. */
function persistedSecret(dataDir: string, file: string): string {
  const full = path.join(dataDir, file);
  if (existsSync(full)) return readFileSync(full, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(full, secret + '\n', { mode: 0o600 });
  return secret;
}

/** Parses the environment once; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((i) => `${i.path.join('.') || '(environment)'}: ${i.message}`)),
    ...crossVariableProblems(env),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);

  const e = parsed.data;
  // Relative to where the command was typed (npm sets INIT_CWD): `npm run db:reset` runs inside
  // apps/server but must reset the same ./data that `npm start` uses.
  const fromCwd = (file: string) => path.resolve(env.INIT_CWD ?? process.cwd(), file);
  const dataDir = fromCwd(e.DATA_DIR);
  // HTTPS and HTTP/2 served by the shop itself (docs/decisions/https-and-http2.md).
  const tls =
    e.TLS_CERT_FILE && e.TLS_KEY_FILE
      ? {
          certFile: fromCwd(e.TLS_CERT_FILE),
          keyFile: fromCwd(e.TLS_KEY_FILE),
          cert: readFileSync(fromCwd(e.TLS_CERT_FILE)),
          key: readFileSync(fromCwd(e.TLS_KEY_FILE)),
          /** Plain HTTP here answers with a redirect to HTTPS, and serves ACME challenges. */
          redirectPort: e.HTTP_REDIRECT_PORT ?? null,
          acmeChallengeDir: path.join(fromCwd(e.DATA_DIR), 'acme-challenge'),
        }
      : null;
  const publicUrl = (e.PUBLIC_URL ?? `${tls ? 'https' : 'http'}://localhost:${e.PORT}`).replace(
    /\/$/,
    '',
  );
  const jwtSecret = e.JWT_SECRET ?? persistedSecret(dataDir, 'jwt-secret');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    isDev: env.PROPWASH_DEV === '1',
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    tls,
    database: e.DATABASE_URL
      ? ({ engine: 'postgres', url: e.DATABASE_URL } as const)
      : ({ engine: 'embedded', dir: path.join(dataDir, 'postgres') } as const),
    admin: { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD },
    auth: {
      jwtSecret,
      issuer: publicUrl,
      audience: 'propwash',
    },
    // The provider itself is an admin setting (settings 'payment'); these are its credentials.
    payments: {
      razorpay:
        e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
          ? { keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET }
          : null,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? null,
      apiUrl: e.RAZORPAY_API_URL.replace(/\/$/, ''),
      checkoutUrl: e.RAZORPAY_CHECKOUT_URL,
      // Derived from the JWT secret when unset, so simulator signatures survive a restart.
      simulatorSecret:
        e.PAYMENT_SIMULATOR_SECRET ??
        createHmac('sha256', jwtSecret).update('propwash:payment-simulator').digest('hex'),
      reconcileMinutes: e.PAYMENT_RECONCILE_MINUTES,
      expireMinutes: e.PAYMENT_EXPIRE_MINUTES,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    // Each set value overrides the courier account saved in admin Settings (shipping module).
    shiprocket: {
      email: e.SHIPROCKET_EMAIL ?? null,
      password: e.SHIPROCKET_PASSWORD ?? null,
      webhookToken: e.SHIPROCKET_WEBHOOK_TOKEN ?? null,
      baseUrl: e.SHIPROCKET_BASE_URL?.replace(/\/$/, '') ?? null,
    },
    // Meta's WhatsApp Cloud API (docs/decisions/whatsapp.md): configured with the token, the
    // sending number's id and the app secret (webhook signatures); else nothing goes on WhatsApp.
    whatsapp: {
      cloud:
        e.WHATSAPP_ACCESS_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID && e.WHATSAPP_APP_SECRET
          ? {
              accessToken: e.WHATSAPP_ACCESS_TOKEN,
              phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
              appSecret: e.WHATSAPP_APP_SECRET,
            }
          : null,
      verifyToken: e.WHATSAPP_VERIFY_TOKEN ?? null,
      apiUrl: e.WHATSAPP_API_URL.replace(/\/$/, ''),
    },
    // Signs the newsletter's unsubscribe links (docs/decisions/owners-inbox.md).
    newsletter: {
      unsubscribeSecret: createHmac('sha256', jwtSecret)
        .update('propwash:newsletter-unsubscribe')
        .digest('hex'),
    },
    // Signs cash-on-delivery confirmation links (docs/decisions/cod-confirmation.md).
    orders: {
      codConfirmSecret: createHmac('sha256', jwtSecret)
        .update('propwash:cod-confirmation')
        .digest('hex'),
    },
    storage: e.S3_BUCKET
      ? ({
          kind: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          publicUrl: e.S3_PUBLIC_URL,
        } as const)
      : ({ kind: 'local', dir: path.join(dataDir, 'uploads') } as const),
    // When the two abandoned-checkout reminders go, after the last visit to checkout.
    checkoutReminders: {
      firstAfterSeconds: e.CHECKOUT_REMINDER_FIRST_SECONDS,
      secondAfterSeconds: e.CHECKOUT_REMINDER_SECOND_SECONDS,
    },
    // Rupees per GB-month, for the storage report's cost estimate.
    storagePricePerGbMonth: e.STORAGE_PRICE_PER_GB_MONTH,
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      issuer: e.GOOGLE_ISSUER,
    },
    // The running server writes one backup a day into DATA_DIR/backups (platform/daily-backup.ts).
    backups: { daily: e.BACKUP_DAILY === '1', keep: e.BACKUP_KEEP },
    // Without keys in the environment they are made once and kept in DATA_DIR (notifications.vapid.ts).
    push: {
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : null,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.ADMIN_EMAIL.toLowerCase()}`,
      allowLoopbackEndpoints: e.PUSH_ALLOW_LOOPBACK === '1',
    },
  };
}

export type Config = ReturnType<typeof loadConfig>;
