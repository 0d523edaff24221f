import { defineConfig } from 'drizzle-kit';

// Generates SQL only. Migrations run inside the app (platform/db.ts), because drizzle-kit
// cannot load PGlite's pg_trgm extension.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/*.tables.ts', './src/platform/platform.tables.ts'],
  out: './drizzle',
});
