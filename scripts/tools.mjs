// Installs the tools that only the browser tests (e2e/) or the benchmarks (bench/) need, the
// first time they are needed: Playwright, axe, Lighthouse and autocannon stay out of the plain
// `npm install` a shop owner runs (docs/decisions.md, Platform). Each folder has its own
// package.json and lockfile; an install is redone only when its lockfile changed.
//   node scripts/tools.mjs e2e bench
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const known = ['e2e', 'bench'];

export function ensureTools(folder) {
  if (!known.includes(folder)) throw new Error(`unknown tools folder: ${folder}`);
  const dir = path.join(root, folder);
  const lock = path.join(dir, 'package-lock.json');
  const installed = path.join(dir, 'node_modules', '.package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log(`Installing the ${folder} tools (${folder}/package.json)…`);
  const res = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  if (res.status !== 0) throw new Error(`npm ci in ${folder}/ exited ${res.status}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const folder of process.argv.slice(2)) ensureTools(folder);
}
