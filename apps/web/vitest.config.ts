import { defineProject } from 'vitest/config';

// Unit tests for the web app's pure modules and its build helpers (no DOM needed).
export default defineProject({
  test: {
    name: 'web',
    include: ['app/**/*.test.ts', '*.test.ts'],
    environment: 'node',
  },
});
