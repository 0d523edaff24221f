// The web app's production build: React Router's build (client and server), then the page-weight
// check (fails above the storefront's JavaScript budget) and the precompressed copies the server
// sends. Run from apps/web (`npm run build -w @propwash/web`). With `--no-precompress` (what
// `npm start` passes) the build ends after the check: scripts/start.mjs precompresses once the
// server is up, so the first start does not wait for it.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** React Router's CLI, run by this Node: through npx, npm would first start to find it (~0.5 s). */
function reactRouterCli() {
  const manifest = createRequire(path.resolve('package.json')).resolve(
    '@react-router/dev/package.json',
  );
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'));
  return path.join(path.dirname(manifest), bin['react-router']);
}

/**
 * @react-router/dev 7.18 (the last release for Node 20; 8.x needs Node 22) starts its own Vite
 * compilers with `envFile: false`, and Vite 8 prints "The `envFile` option is deprecated" for
 * each. The option is React Router's, not this project's, and means the same as `envDir: false`:
 * only that line is dropped, everything else the build prints passes through
 * (docs/decisions/dependencies-and-install.md).
 */
const reactRoutersOwnNotice = /The `envFile` option is deprecated/;

function run(cmd, args) {
  const res = spawnSync(cmd, args, { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const build = spawn(process.execPath, [reactRouterCli(), 'build'], {
  stdio: ['inherit', 'inherit', 'pipe'],
});
createInterface({ input: build.stderr }).on('line', (line) => {
  if (!reactRoutersOwnNotice.test(line)) process.stderr.write(`${line}\n`);
});
build.on('close', (code) => {
  if (code !== 0) process.exit(code ?? 1);
  run(process.execPath, ['../../scripts/page-weight.mjs', 'build/client']);
  if (!process.argv.includes('--no-precompress'))
    run(process.execPath, ['../../scripts/precompress.mjs', 'build/client']);
});
