import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // Two files at a time on 2 cores (server files share one PostgreSQL: test/global-setup.ts).
    maxWorkers: 2,
  },
});
