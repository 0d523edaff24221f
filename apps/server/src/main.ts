import { fork } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { users } from './modules/accounts/accounts.tables.ts';
import { lockDataDir } from './platform/data-dir-lock.ts';
import { openDatabase, type Database } from './platform/db.ts';
import { schema } from './schema.ts';
import { refuseEarlierPgliteData } from './platform/earlier-pglite-data.ts';
import { sweepLeftovers } from './platform/leftovers.ts';
import { createStorage } from './platform/storage.ts';
import { startHttpRedirect } from './platform/tls.ts';
import { webBuildDone } from './platform/web-build.ts';
import type { FirstStartMessage } from './seed/first-start.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from './seed/people.ts';
import type { SeedResult } from './seed/seed.ts';

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      // 78 (EX_CONFIG): trying again cannot help, so `npm start` and systemd do not restart.
      process.exit(78);
    }
    throw err;
  }
}

function printWelcome(config: Config, seed: SeedResult) {
  const shown = config.publicUrl;
  const password = seed.admin.generatedPassword
    ? `${seed.admin.generatedPassword}   (generated now, stored only as a hash: copy it)`
    : config.admin.password
      ? '(the ADMIN_PASSWORD you set)'
      : '(set when this shop was first started; set ADMIN_PASSWORD and run npm run db:reset to start over)';
  console.log(
    [
      '',
      '  Propwash is running',
      `  Storefront:  ${shown}/`,
      `  Admin:       ${shown}/admin/login`,
      `  Admin login: ${seed.admin.email}`,
      `  Password:    ${password}`,
      `  Demo customer: ${seed.demoCustomer.email} / ${seed.demoCustomer.password}`,
      `  API docs:    ${shown}/api/docs`,
      '',
    ].join('\n'),
  );
}

/**
 * Opens the migrated database (starting the embedded one, main.ts's only database process), and
 * seeds it when it has no admin yet (an empty database: the first start). The seed runs in a
 * child process (seed/first-start.ts) connected to the same database, so its data and sharp leave
 * with it. A database with an admin is not seeded again (`npm run db:seed` fills in a partial
 * demo shop).
 */
async function openSeeded(config: Config): Promise<{ database: Database; seed: SeedResult }> {
  refuseEarlierPgliteData(config);
  const database = await openDatabase(config.database, schema);
  try {
    await database.migrate();
    const [admin] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .limit(1);
    const seed: SeedResult = admin
      ? {
          admin: { email: config.admin.email, generatedPassword: null, created: false },
          demoCustomer: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
          createdCatalog: false,
        }
      : await seedInChild(database.url);
    return { database, seed };
  } catch (err) {
    await database.close();
    throw err;
  }
}

/** Defined (true) in the compiled server that `npm start` runs (scripts/build-server.mjs). */
declare const PROPWASH_COMPILED: boolean | undefined;

/**
 * The seed's entry as this process runs: first-start.js, compiled beside the compiled server,
 * or first-start.ts through tsx. (In the compiled server too, import.meta.url names this source
 * file: scripts/build-server.mjs.)
 */
function seedEntry(): { file: string; execArgv: string[] } {
  if (typeof PROPWASH_COMPILED !== 'undefined' && PROPWASH_COMPILED)
    return {
      file: fileURLToPath(new URL('../dist/first-start.js', import.meta.url)),
      execArgv: ['--enable-source-maps'],
    };
  return {
    file: fileURLToPath(new URL('./seed/first-start.ts', import.meta.url)),
    execArgv: ['--import', import.meta.resolve('tsx')],
  };
}

/** Runs seed/first-start.ts in a child process on `url`; resolves with its result once it has exited. */
function seedInChild(url: string): Promise<SeedResult> {
  return new Promise((resolve, reject) => {
    const entry = seedEntry();
    const child = fork(entry.file, [], {
      execArgv: entry.execArgv,
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result: SeedResult | null = null;
    child.on('message', (message: FirstStartMessage) => {
      result = message.seed;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0 && result) resolve(result);
      else reject(new Error(`seeding the new database failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

async function main() {
  const started = performance.now();
  // The app's modules (and their libraries) load while the database opens.
  const appModule = import('./app.ts');
  appModule.catch(() => undefined);
  const config = loadConfigOrExit();
  mkdirSync(config.dataDir, { recursive: true });
  const release =
    config.database.engine === 'embedded' ? lockDataDir(config.dataDir, 'server') : () => {};
  process.on('exit', release);
  const storage = createStorage(config.storage);
  if (storage.kind === 'local') mkdirSync(storage.location, { recursive: true });
  // Files a crash or a full disk left half-written (docs/decisions/full-disk-and-leftovers.md).
  const swept = await sweepLeftovers({
    dataDir: config.dataDir,
    uploadsDir: storage.kind === 'local' ? storage.location : null,
  });
  const { database, seed } = await openSeeded(config);
  try {
    await webBuildDone();
  } catch (err) {
    await database.close();
    throw err;
  }

  const { buildApp } = await appModule;
  const { app } = await buildApp({ config, database, storage, ssr: true, background: true });
  await app.listen({ port: config.port, host: config.host });
  const redirect = config.tls?.redirectPort
    ? await startHttpRedirect(
        { ...config.tls, redirectPort: config.tls.redirectPort },
        { publicUrl: config.publicUrl, host: config.host, log: app.log },
      )
    : null;
  printWelcome(config, seed);
  if (swept.length) app.log.info({ swept }, 'removed files an earlier run left half-written');
  app.log.info(
    {
      startupMs: Math.round(performance.now() - started),
      rssMb: Math.round(process.memoryUsage().rss / 1048576),
    },
    'ready',
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      console.error(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // New requests get 503 (installErrorHandling); in-flight ones finish; onClose closes the db.
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s: exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await redirect?.close();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
