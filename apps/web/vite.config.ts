import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

const app = path.resolve(import.meta.dirname, 'app');
const rootRoute = path.join(app, 'root.tsx');
/** The browser entry: what it imports (ui/hydrate-later.tsx) every page loads, checkout too. */
const clientEntry = path.join(app, 'entry.client.tsx');
/** The route modules every storefront page loads before its own page module. */
const shellRoutes = [rootRoute, path.join(app, 'storefront/features/layout/storefront-layout.tsx')];
/**
 * The server-rendered routes outside the storefront layout: checkout has a shell of its own and
 * loads only the part of the storefront shell it shares (see chunkGroup).
 */
const ownShellRoutes = [
  path.join(app, 'storefront/features/checkout/checkout-layout.tsx'),
  path.join(app, 'storefront/features/checkout/checkout-page.tsx'),
];
/** A route file's module and the parts React Router splits from it (v8_splitRouteModules). */
const routeParts = (file: string) =>
  ['', 'main', 'clientAction', 'clientLoader', 'clientMiddleware', 'HydrateFallback'].map((part) =>
    part ? `${file}?route-chunk=${part}` : file,
  );
/**
 * Modules the storefront uses only a little of while admin screens use more: grouped, the shell
 * would carry every export any chunk needs (tailwind-merge alone is ~9 KB gzip).
 */
const sharedWithAdmin = /[\\/]tailwind-merge[\\/]/;
/**
 * The icon package's index re-exports every icon: walking through it would put every icon any
 * chunk uses (the admin's included, ~10 KB gzip) in the shell. The icons a grouped file names
 * are added one by one instead (iconsImportedBy).
 */
const iconIndex = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
/** Preact (as React) and React Router: every page, storefront or admin, needs all of them. */
const framework = /[\\/]node_modules[\\/](preact|react-router)[\\/]/;
const withoutQuery = (id: string) => id.split('?')[0]!;

type ChunkingContext = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * Left alone, the bundler gives every small shared module (each icon, each helper) a chunk of
 * its own: a storefront page started with about 50 module requests, which a phone on a slow
 * network fetches six at a time. Here Preact (as React) and React Router become one `framework`
 * chunk; the app code the root route and checkout share with the storefront layout one
 * `storefront-core` chunk; the rest of what the storefront layout imports statically (header,
 * footer, menus, search box) one `storefront-shell` chunk, which checkout does not load. Page
 * modules and lazy parts (search suggestions, the chat, the admin) keep their own chunks.
 */
function chunkGroup() {
  let shell: Set<string> | null = null;
  let core: Set<string> | null = null;
  const closure = (ctx: ChunkingContext, roots: string[]) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      if (iconIndex.test(id)) continue;
      const imported = ctx.getModuleInfo(id)?.importedIds ?? [];
      for (const next of imported) stack.push(next);
      const index = imported.find((next) => iconIndex.test(next));
      if (index) stack.push(...iconsImportedBy(withoutQuery(id), index));
    }
    return seen;
  };
  return (id: string, ctx: ChunkingContext) => {
    if (framework.test(id)) return 'framework';
    shell ??= closure(ctx, shellRoutes);
    core ??= closure(ctx, [rootRoute, clientEntry, ...ownShellRoutes.flatMap(routeParts)]);
    if (shellRoutes.includes(withoutQuery(id)) || sharedWithAdmin.test(id)) return null;
    if (!shell.has(id)) return null;
    return core.has(id) ? 'storefront-core' : 'storefront-shell';
  };
}

const iconFiles = new Map<string, Map<string, string>>();
/**
 * The icon modules an app module names in its `import { … } from 'lucide-react'`, found through
 * the index's `export { default as Name, … } from './icons/name.mjs'` lines. The closure does not
 * walk the index (every icon), so without this an icon the shell and checkout share would be
 * placed by the bundler, which puts it in the shell's chunk and so the whole shell in checkout.
 */
function iconsImportedBy(file: string, index: string): string[] {
  if (file.includes(`${path.sep}node_modules${path.sep}`) || !existsSync(file)) return [];
  let files = iconFiles.get(index);
  if (!files) {
    files = new Map();
    for (const m of readFileSync(index, 'utf8').matchAll(/export \{([^}]+)\} from '(\.[^']+)'/g)) {
      for (const name of m[1]!.matchAll(/default as (\w+)/g))
        files.set(name[1]!, path.resolve(path.dirname(index), m[2]!));
    }
    iconFiles.set(index, files);
  }
  const used: string[] = [];
  const source = readFileSync(file, 'utf8');
  for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
    for (const part of m[1]!.split(',')) {
      const icon = files.get(part.trim().split(/\s+as\s+/)[0]!);
      if (icon) used.push(icon);
    }
  }
  return used;
}

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
          .map((id) => path.relative(import.meta.dirname, withoutQuery(id)));
      }
      mkdirSync(path.dirname(outDir), { recursive: true });
      writeFileSync(path.join(outDir, '..', 'chunk-modules.json'), JSON.stringify(chunks));
    },
  };
}

/**
 * Preact renders every page in place of React, on the server and in the browser, through
 * preact/compat: with React 19 and React DOM the framework chunk alone was ~105 KB gzip of the
 * storefront's 100 KB budget, with Preact it is ~49 KB (docs/decisions.md, Storefront JS budget).
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
  /^(react-router|lucide-react|sonner|radix-ui|@radix-ui\/|@floating-ui\/react-dom|@tanstack\/react-|react-hook-form|@hookform\/|recharts|react-redux|@reduxjs\/toolkit|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar)/;

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
            codeSplitting: { groups: [{ name: chunkGroup(), debugName: 'framework-and-shell' }] },
          },
        },
      },
}));
