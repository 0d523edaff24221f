import { mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { lockDataDir } from './platform/data-dir-lock.ts';
import { openDatabase } from './platform/db.ts';
import { schema } from './schema.ts';
import { createStorage } from './platform/storage.ts';
import { seedDatabase, type SeedResult } from './seed/seed.ts';

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
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

async function main() {
  const started = performance.now();
  const config = loadConfigOrExit();
  mkdirSync(config.dataDir, { recursive: true });
  const release =
    config.database.engine === 'pglite' ? lockDataDir(config.dataDir, 'server') : () => {};
  process.on('exit', release);
  const database = await openDatabase(config.database, schema);
  await database.migrate();
  const storage = createStorage(config.storage);
  if (storage.kind === 'local') mkdirSync(storage.location, { recursive: true });
  const seed = await seedDatabase(
    { db: database.db, storage, log: (msg) => console.log(`  seed: ${msg}`) },
    { adminEmail: config.admin.email, adminPassword: config.admin.password, images: true },
  );

  const { app } = await buildApp({ config, database, storage, ssr: true, background: true });
  await app.listen({ port: config.port, host: config.host });
  printWelcome(config, seed);
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
