// The server's production build: apps/server/src (with packages/domain) compiled by esbuild into
// plain JavaScript in apps/server/dist, which `npm start` runs instead of the TypeScript through
// tsx (docs/decisions/npm-start-runs-the-compiled-server.md). `npm run dev`, the
// tests and the db:* scripts keep running the TypeScript. Run by scripts/start.mjs when the
// sources are newer than the build, or by hand: `node scripts/build-server.mjs`.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverDist = path.join(root, 'apps/server/dist');
/** Written last, with the time the build started: the build is current while no source is newer. */
const stamp = path.join(serverDist, 'built-at');
const entryPoints = [
  // Imported by scripts/start.mjs before main.js: both share one copy of its module (a chunk).
  'apps/server/src/platform/web-build.ts',
  'apps/server/src/main.ts',
  // The first start's seed, forked by main.ts.
  'apps/server/src/seed/first-start.ts',
];
/** What the build reads: a change to any of these makes it stale (the lockfile: `bundled`). */
const sources = [
  'apps/server/src',
  'packages/domain/src',
  'apps/server/package.json',
  'package-lock.json',
  'scripts/build-server.mjs',
];
/**
 * Packages compiled into the bundle: ES modules of many small files, which Node otherwise
 * resolves, reads and links one by one (drizzle-orm ~110 files, jose ~45; together about 0.4 s of
 * CPU at every start), and the workspace's own TypeScript. Every other package stays in
 * node_modules and is imported from there: CommonJS packages that read files beside their code,
 * native ones (argon2, sharp), the PostgreSQL binaries, the ones imported only when needed (S3,
 * PDF, Excel, mail), and zod, which the web app's server build imports too (one copy loaded).
 */
const bundled = /^(@propwash\/domain|drizzle-orm|jose)(\/|$)/;

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs; // a deleted file changes its directory
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** True when apps/server/dist was built after the last change to the server's sources. */
export function serverBuildIsCurrent() {
  if (!existsSync(stamp)) return false;
  const built = statSync(stamp).mtimeMs;
  return sources.every((s) => newestMtime(path.join(root, s)) <= built);
}

/**
 * The output keeps every file directly in apps/server/dist, one directory level as deep as
 * apps/server/src, and each module's `import.meta.url` is replaced by its source file's URL
 * (relative to the output file, so a moved checkout still works): paths built from it (the
 * migrations, the pincode and seed data, the web build) reach the same files as under tsx.
 */
function sourceUrls(outdir) {
  return {
    name: 'source-import-meta-url',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (/\bimport\.meta\.(dirname|filename)\b/.test(source))
          throw new Error('use import.meta.url (the compiled server rewrites only that)');
        if (!source.includes('import.meta.url')) return undefined;
        const relative = path.relative(outdir, args.path).split(path.sep).join('/');
        const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
        return { contents: source.replace(/\bimport\.meta\.url\b/g, url), loader: 'ts' };
      });
    },
  };
}

/** Bare imports stay imports of node_modules, except the `bundled` packages. */
const dependenciesExternal = {
  name: 'dependencies-external',
  setup(build) {
    build.onResolve({ filter: /^[^./#]/ }, (args) =>
      bundled.test(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

/** Builds apps/server/dist. Rejects (nothing replaced) if the sources do not compile. */
export async function buildServer() {
  const startedAt = new Date();
  const esbuild = await import('esbuild');
  const result = await esbuild
    .build({
      absWorkingDir: root,
      entryPoints,
      entryNames: '[name]',
      chunkNames: '[name]-[hash]',
      outdir: serverDist,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20.19',
      // Stack traces name the TypeScript files when Node runs with source maps (scripts/start.mjs).
      sourcemap: 'linked',
      sourcesContent: false,
      // main.ts forks the compiled seed (first-start.js) rather than the TypeScript through tsx.
      define: { PROPWASH_COMPILED: 'true' },
      plugins: [dependenciesExternal, sourceUrls(serverDist)],
      write: false,
      // Errors reach the caller in the rejection; warnings are printed below.
      logLevel: 'silent',
    })
    .finally(() => esbuild.stop());
  if (result.warnings.length > 0)
    for (const line of await esbuild.formatMessages(result.warnings, { kind: 'warning' }))
      console.warn(line);
  const stray = result.outputFiles.find((file) => path.dirname(file.path) !== serverDist);
  if (stray) throw new Error(`unexpected output ${stray.path} (import.meta.url would be wrong)`);
  // Each file is written beside its final name and renamed over it, so a server starting from
  // this directory meanwhile reads either the old file or the new one, never half of one.
  mkdirSync(serverDist, { recursive: true });
  const written = new Set([path.basename(stamp)]);
  await Promise.all(
    result.outputFiles.map(async (file) => {
      const temp = `${file.path}.${process.pid}.tmp`;
      await writeFile(temp, file.contents);
      renameSync(temp, file.path);
      written.add(path.basename(file.path));
    }),
  );
  // Chunks of earlier builds go, except what a build running at the same time has just written.
  for (const name of readdirSync(serverDist)) {
    const file = path.join(serverDist, name);
    if (!written.has(name) && statSync(file).mtimeMs < startedAt.getTime())
      rmSync(file, { force: true });
  }
  await writeFile(stamp, `${startedAt.toISOString()}\n`);
  utimesSync(stamp, startedAt, startedAt);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const t0 = performance.now();
  await buildServer();
  console.log(`Built the server in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
