// The first start's seed, run by main.ts in a child process of its own: the demo data and sharp
// (libvips) go away with this process instead of staying resident in the server. It connects to
// the database the server opened (DATABASE_URL set by main.ts: the embedded server's socket).
import { mkdirSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db.ts';
import { createStorage } from '../platform/storage.ts';
import { schema } from '../schema.ts';
import { seedDatabase, type SeedResult } from './seed.ts';

/** What the child sends its parent over IPC before it exits. */
export type FirstStartMessage = { seed: SeedResult };

async function run() {
  const config = loadConfig();
  const database = await openDatabase(config.database, schema);
  try {
    await database.migrate();
    const storage = createStorage(config.storage);
    if (storage.kind === 'local') mkdirSync(storage.location, { recursive: true });
    const seed = await seedDatabase(
      { db: database.db, storage, log: (msg) => console.log(`  seed: ${msg}`) },
      { adminEmail: config.admin.email, adminPassword: config.admin.password, images: true },
    );
    const message: FirstStartMessage = { seed };
    await new Promise<void>((resolve, reject) =>
      process.send!(message, (err: Error | null) => (err ? reject(err) : resolve())),
    );
  } finally {
    await database.close();
  }
}

run().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
