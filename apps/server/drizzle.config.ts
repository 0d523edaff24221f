import { defineConfig } from 'drizzle-kit';

// Generates SQL only. Migrations run inside the app (platform/db.ts, Database.migrate), on the
// database the app opened: the embedded one exists only while the app runs it.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/*.tables.ts', './src/platform/platform.tables.ts'],
  out: './drizzle',
});
