import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { chunkGroups } from './chunk-groups.ts';

/**
 * Writes build/chunk-modules.json (chunk file → the source modules in it) for
 * scripts/page-weight.mjs, which checks that no storefront page loads admin code. It sits
 * outside build/client, so it is never served; source maps are not needed for the check.
 */
function chunkModules(): Plugin {
  let outDir = '';
  return {
    name: 'propwash:chunk-modules',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        chunks[chunk.fileName] = chunk.moduleIds
          .filter((id) => !id.startsWith('\0'))
          .map((id) => path.relative(import.meta.dirname, id.split('?')[0]!));
      }
      mkdirSync(path.dirname(outDir), { recursive: true });
      writeFileSync(path.join(outDir, '..', 'chunk-modules.json'), JSON.stringify(chunks));
    },
  };
}

/**
 * Preact renders every page in place of React, on the server and in the browser, through
 * preact/compat: with React 19 and React DOM the framework chunk alone was ~105 KB gzip of the
 * storefront's 100 KB budget, with Preact it is ~49 KB (docs/decisions/storefront-js-budget-preact.md).
 * Each import of React resolves to its compat twin.
 */
const preactForReact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server(\.node|\.browser)?$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^scheduler$/, replacement: 'preact/compat/scheduler' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];

/**
 * React Router reads React's `useOptimistic` when React has it and falls back when not; Preact
 * has none, so the bundler's notice that the import is undefined is the expected fallback.
 */
const onLog: NonNullable<NonNullable<UserConfig['build']>['rolldownOptions']>['onLog'] = (
  level,
  log,
  handler,
) => {
  if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
  handler(level, log);
};

/**
 * The ES-module packages that import React. The server renders with Preact too, so these are
 * compiled with the alias instead of loaded from node_modules (where they would render with
 * React itself); everything else stays external, as CommonJS needs (a package added later that
 * imports React belongs here). use-sync-external-store is CommonJS: recharts reaches it only on
 * the admin's analytics screen, which renders in the browser.
 */
const importsReact =
  /^(react-router|lucide-react|radix-ui|@radix-ui\/|@floating-ui\/react-dom|@tanstack\/react-|react-hook-form|@hookform\/|recharts|react-redux|@reduxjs\/toolkit|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar)/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), chunkModules()],
  resolve: { alias: preactForReact },
  ssr: { noExternal: importsReact },
  // The build prints warnings and errors only; scripts/page-weight.mjs prints the size table that
  // matters (first-load JS per storefront page), so Vite's per-file listing is left out.
  logLevel: 'warn',
  build: isSsrBuild
    ? {
        rolldownOptions: {
          onLog,
          // The server build is one bundle by design: the storefront's dynamic imports exist to
          // split the browser's chunks and cannot split it, which is expected, not a warning.
          checks: { ineffectiveDynamicImport: false, pluginTimings: false },
        },
      }
    : {
        // The admin's analytics chunk (recharts) is ~400 KB raw, loaded only on that admin
        // screen; the storefront budget is enforced per page by scripts/page-weight.mjs.
        chunkSizeWarningLimit: 1024,
        rolldownOptions: {
          onLog,
          // Build timings vary with the machine's load; they are not a property of the build.
          checks: { pluginTimings: false },
          output: {
            codeSplitting: { groups: chunkGroups() },
          },
        },
      },
}));
