import { defineProject } from 'vitest/config';

// Unit tests for the web app's pure modules (no DOM needed).
export default defineProject({
  test: {
    name: 'web',
    include: ['app/**/*.test.ts'],
    environment: 'node',
  },
});
