// `npm start`: build the web app if it is missing or older than its sources, then run the
// server in this same process (migrate, seed an empty database, serve).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildFile = path.join(root, 'apps/web/build/server/index.js');
const sources = [
  'apps/web/app',
  'apps/web/public',
  'packages/domain/src',
  'apps/web/vite.config.ts',
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
if (built < changed) {
  console.log(built ? 'Web sources changed: rebuilding…' : 'First start: building the web app…');
  const t0 = Date.now();
  execSync('npm run build -w @propwash/web', { cwd: root, stdio: 'inherit' });
  console.log(`Built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

process.env.NODE_ENV ??= 'production';
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/main.ts'));
