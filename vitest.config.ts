import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // PGlite runs in WASM; two files at a time keeps memory in check on 2 cores.
    maxWorkers: 2,
  },
});
