import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

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
const withoutQuery = (id: string) => id.split('?')[0]!;

type ChunkingContext = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * Left alone, the bundler gives every small shared module (each icon, each helper) a chunk of
 * its own: a storefront page started with about 50 module requests, which a phone on a slow
 * network fetches six at a time. Here the code every storefront page shares (the root and the
 * storefront layout with everything they import statically, React and React Router included)
 * becomes one chunk; page modules and lazy parts (the chat, the admin) keep their own chunks.
 */
function storefrontShell() {
  let shell: Set<string> | null = null;
  const closure = (ctx: ChunkingContext, roots: string[]) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
    }
    return seen;
  };
  return (id: string, ctx: ChunkingContext) => {
    shell ??= closure(ctx, shellRoutes);
    if (shellRoutes.includes(withoutQuery(id)) || sharedWithAdmin.test(id)) return null;
    return shell.has(id) ? 'storefront-shell' : null;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: storefrontShell() }] } },
        },
      },
}));
