import { mkdirSync } from 'node:fs';
import { createStorage } from '../platform/storage.ts';
import { seedDatabase } from '../seed/seed.ts';
import { openForScript, runScript } from './cli.ts';

runScript(async () => {
  const { config, database, release } = await openForScript('npm run db:seed');
  await database.migrate();
  const storage = createStorage(config.storage);
  if (storage.kind === 'local') mkdirSync(storage.location, { recursive: true });
  const result = await seedDatabase(
    { db: database.db, storage, log: (m) => console.log(`seed: ${m}`) },
    { adminEmail: config.admin.email, adminPassword: config.admin.password, images: true },
  );
  await database.close();
  release();
  console.log(
    `Admin: ${result.admin.email}${result.admin.generatedPassword ? ` / ${result.admin.generatedPassword} (generated, shown once)` : ''}`,
  );
  console.log(`Demo customer: ${result.demoCustomer.email} / ${result.demoCustomer.password}`);
});
