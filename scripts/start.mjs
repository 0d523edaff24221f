// `npm start`: build the web app if it is missing or older than its sources, and run the server
// in the supervised child process (migrate, seed an empty database, serve). The build runs in a child
// process while the server opens and seeds the database; the server mounts the pages once the
// build is done (apps/server/src/platform/web-build.ts). The server runs compiled to JavaScript
// (apps/server/dist, rebuilt here first when its sources changed: scripts/build-server.mjs),
// through tsx only if it cannot be compiled (docs/decisions/npm-start-runs-the-compiled-server.md).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// This process supervises: it runs the server in a child process (this same script) and starts it
// again within seconds if it dies (scripts/supervise.mjs, docs/decisions/restart-on-crash.md).
// `npm start -- --no-restart` runs the server in this process, unsupervised.
if (!process.env.PROPWASH_SUPERVISED && !process.argv.includes('--no-restart')) {
  const { supervise } = await import('./supervise.mjs');
  const { done } = supervise({
    command: process.execPath,
    args: [...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    env: { ...process.env, PROPWASH_SUPERVISED: '1' },
  });
  process.exit(await done);
}
if (process.env.PROPWASH_SUPERVISED) (await import('./supervise.mjs')).stopWithSupervisor();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildFile = path.join(root, 'apps/web/build/server/index.js');
const sources = [
  'apps/web/app',
  'apps/web/public',
  'packages/domain/src',
  'apps/web/vite.config.ts',
  'apps/web/chunk-groups.ts',
  'apps/web/react-router.config.ts',
];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const built = existsSync(buildFile) ? statSync(buildFile).mtimeMs : 0;
const changed = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
let build = Promise.resolve();
if (built < changed) {
  console.log(built ? 'Web sources changed: rebuilding…' : 'First start: building the web app…');
  const t0 = Date.now();
  // In a process group of its own, so that stopping it stops Vite and all it started.
  // `npm run build -w @propwash/web` without npm (~0.5 s less), and without the precompressed
  // copies: they are made once the server is up (below).
  const child = spawn(process.execPath, ['../../scripts/build-web.mjs', '--no-precompress'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    detached: true,
  });
  // The build does not outlive the server: a refused start or Ctrl-C while it runs stops it.
  const stopBuild = () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  const onSignal = (signal) => {
    stopBuild();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('exit', stopBuild);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  build = new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      // From here on the server's own handlers (main.ts) take the signals.
      process.off('exit', stopBuild);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      if (code === 0) {
        console.log(`Built the web app in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
        resolve();
      } else reject(new Error(`building the web app failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

// The .br and .gz copies of the pages' assets (scripts/precompress.mjs) are made after the build,
// at the lowest CPU priority, while the server starts and serves: until a file's copy is there,
// the server compresses that file as it sends it. A start that finds them missing or older than
// the build (the shop was stopped meanwhile) makes them again.
const precompressed = path.join(root, 'apps/web/build/precompressed');
build.then(
  () => {
    if (existsSync(precompressed) && statSync(precompressed).mtimeMs >= statSync(buildFile).mtimeMs)
      return;
    const child = spawn(process.execPath, ['scripts/precompress.mjs', 'apps/web/build/client'], {
      cwd: root,
      stdio: 'inherit',
    });
    try {
      os.setPriority(child.pid, 19);
    } catch {
      // Not allowed here: it runs at normal priority.
    }
    child.on('error', (err) => console.warn(`Could not precompress the assets: ${err.message}`));
    const stop = () => child.kill();
    process.on('exit', stop);
    child.on('exit', () => process.off('exit', stop));
  },
  () => undefined,
);

process.env.NODE_ENV ??= 'production';
const server = await compiledServer();
// Stack traces name the TypeScript sources (the build writes source maps; tsx does the same).
process.setSourceMapsEnabled(true);
if (!server) {
  const { register } = await import('tsx/esm/api');
  register();
}
const entry = (name) => pathToFileURL(path.join(root, 'apps/server', name)).href;
const { webBuildUnderway } = await import(
  entry(server ? 'dist/web-build.js' : 'src/platform/web-build.ts')
);
webBuildUnderway(build);
await import(entry(server ? 'dist/main.js' : 'src/main.ts'));

/**
 * True when apps/server/dist holds a build of the current sources, built now if needed (about a
 * second; at the first start while the web app builds). Loading the compiled server takes about
 * 2.5 s less CPU than compiling every module through tsx at each start. A build that fails
 * leaves the start to tsx, which reports the same error if the sources are broken.
 */
async function compiledServer() {
  const { buildServer, serverBuildIsCurrent } = await import('./build-server.mjs');
  if (serverBuildIsCurrent()) return true;
  const t0 = Date.now();
  try {
    await buildServer();
    console.log(`Built the server in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    return true;
  } catch (err) {
    console.warn(`Could not compile the server (${err.message}): running it through tsx.`);
    return false;
  }
}
