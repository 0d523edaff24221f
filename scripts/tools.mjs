// Installs the tools that only development, the tests or the benchmarks need, the first time
// they are needed, so that the plain `npm install` a shop owner runs fetches only the shop and its
// build (docs/decisions/dependencies-and-install.md):
// - dev: the devDependencies of the root and the workspaces (Vitest, TypeScript, ESLint,
//   Prettier, drizzle-kit, type packages), which .npmrc leaves out of a plain install;
// - e2e, bench: Playwright and axe, Lighthouse and autocannon, each folder with its own
//   package.json and lockfile; an install is redone only when its lockfile changed.
//   node scripts/tools.mjs dev e2e bench
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const known = ['dev', 'e2e', 'bench'];
const workspaces = ['.', 'packages/domain', 'apps/server', 'apps/web'];

/** The devDependencies that are not in node_modules (each workspace's, or hoisted to the root's). */
function missingDevDependencies() {
  const missing = [];
  for (const workspace of workspaces) {
    const manifest = JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
    for (const name of Object.keys(manifest.devDependencies ?? {})) {
      const installed = [workspace, '.'].some((dir) =>
        existsSync(path.join(root, dir, 'node_modules', name, 'package.json')),
      );
      if (!installed) missing.push(name);
    }
  }
  return missing;
}

function ensureDevDependencies() {
  const missing = missingDevDependencies();
  if (missing.length === 0) return;
  console.log(`Installing the development tools (${missing.slice(0, 4).join(', ')}…)…`);
  const res = spawnSync(
    'npm',
    ['install', '--include=dev', '--no-save', '--no-audit', '--no-fund'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (res.status !== 0) throw new Error(`npm install --include=dev exited ${res.status}`);
}

export function ensureTools(folder) {
  if (!known.includes(folder)) throw new Error(`unknown tools folder: ${folder}`);
  if (folder === 'dev') return ensureDevDependencies();
  const dir = path.join(root, folder);
  const lock = path.join(dir, 'package-lock.json');
  const installed = path.join(dir, 'node_modules', '.package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log(`Installing the ${folder} tools (${folder}/package.json)…`);
  const res = spawnSync('npm', ['ci', '--include=dev', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: 'inherit',
  });
  if (res.status !== 0) throw new Error(`npm ci in ${folder}/ exited ${res.status}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const folder of process.argv.slice(2)) ensureTools(folder);
}
