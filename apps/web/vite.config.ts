import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const app = path.resolve(import.meta.dirname, 'app');
/** The route modules every storefront page loads before its own page module. */
const shellRoutes = [
  path.join(app, 'root.tsx'),
  path.join(app, 'storefront/features/layout/storefront-layout.tsx'),
];
/**
 * Modules the storefront uses only a little of while admin screens use more: grouped, the shell
 * would carry every export any chunk needs (tailwind-merge alone is ~9 KB gzip).
 */
const sharedWithAdmin = /[\\/]tailwind-merge[\\/]/;
/**
 * The icon package's index re-exports every icon: walking through it would put every icon any
 * chunk uses (the admin's included, ~10 KB gzip) in the shell. The bundler still places the
 * icons the shell itself uses in the shell's chunk.
 */
const iconIndex = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
/** React, React DOM and React Router: every page, storefront or admin, needs all of them. */
const framework = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const withoutQuery = (id: string) => id.split('?')[0]!;

type ChunkingContext = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * Left alone, the bundler gives every small shared module (each icon, each helper) a chunk of
 * its own: a storefront page started with about 50 module requests, which a phone on a slow
 * network fetches six at a time. Here React, React DOM and React Router become one `framework`
 * chunk, and the app code every storefront page shares (the root and the storefront layout with
 * everything they import statically) one `storefront-shell` chunk; page modules and lazy parts
 * (search suggestions, the chat, the admin) keep their own chunks.
 */
function chunkGroup() {
  let shell: Set<string> | null = null;
  const closure = (ctx: ChunkingContext, roots: string[]) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      if (iconIndex.test(id)) continue;
      for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
    }
    return seen;
  };
  return (id: string, ctx: ChunkingContext) => {
    if (framework.test(id)) return 'framework';
    shell ??= closure(ctx, shellRoutes);
    if (shellRoutes.includes(withoutQuery(id)) || sharedWithAdmin.test(id)) return null;
    return shell.has(id) ? 'storefront-shell' : null;
  };
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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), chunkModules()],
  // The build prints warnings and errors only; scripts/page-weight.mjs prints the size table that
  // matters (first-load JS per storefront page), so Vite's per-file listing is left out.
  logLevel: 'warn',
  build: isSsrBuild
    ? {
        rolldownOptions: {
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
          // Build timings vary with the machine's load; they are not a property of the build.
          checks: { pluginTimings: false },
          output: {
            codeSplitting: { groups: [{ name: chunkGroup(), debugName: 'framework-and-shell' }] },
          },
        },
      },
}));
