// `npm test`: every runner in turn (Vitest: domain + server; Playwright: browser stories), each
// with its own summary, then one plain line summing them: `N passed, N failed, N skipped`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureTools } from './tools.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv[2]; // optional: "unit" or "e2e"
const totals = { passed: 0, failed: 0, skipped: 0 };
let crashed = [];

function run(name, cmd, args, resultsFile, count, cwd = root) {
  rmSync(resultsFile, { force: true });
  console.log(`\n=== ${name} ===`);
  const res = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: process.env });
  if (!existsSync(resultsFile)) {
    crashed.push(`${name} exited ${res.status} without results`);
    return;
  }
  const c = count(JSON.parse(readFileSync(resultsFile, 'utf8')));
  totals.passed += c.passed;
  totals.failed += c.failed;
  totals.skipped += c.skipped;
  if (res.status !== 0 && c.failed === 0) crashed.push(`${name} exited ${res.status}`);
}

const countVitest = (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests + filesFailedWithoutATest(r),
  skipped: r.numPendingTests + r.numTodoTests,
});
const vitestArgs = (file, project) => [
  'vitest',
  'run',
  ...project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${file}`,
];

// Vitest, TypeScript and the rest of the devDependencies: a plain install leaves them out.
ensureTools('dev');

if (only !== 'e2e') {
  // The whole suite on the embedded database (the default)...
  const pgUrl = process.env.TEST_DATABASE_URL;
  delete process.env.TEST_DATABASE_URL;
  const file = path.join(root, '.vitest-results.json');
  run(
    'Vitest: domain + web + server on the embedded PostgreSQL',
    'npx',
    vitestArgs(file, []),
    file,
    countVitest,
  );
  // ...and the server suite again on PostgreSQL when TEST_DATABASE_URL names a server.
  if (pgUrl) {
    process.env.TEST_DATABASE_URL = pgUrl;
    const pgFile = path.join(root, '.vitest-results-pg.json');
    run(
      `Vitest: server on PostgreSQL (${new URL(pgUrl).host})`,
      'npx',
      vitestArgs(pgFile, ['--project', 'server']),
      pgFile,
      countVitest,
    );
  }
}
if (only !== 'unit') {
  const file = path.join(root, '.e2e-results.json');
  // Playwright and axe live in e2e/'s own install, made here the first time (scripts/tools.mjs).
  ensureTools('e2e');
  run(
    'Playwright (browser)',
    'npx',
    ['playwright', 'test'],
    file,
    (r) => ({
      passed: r.stats.expected,
      failed: r.stats.unexpected,
      skipped: r.stats.skipped,
    }),
    path.join(root, 'e2e'),
  );
}

// A file that fails to load has no failed test of its own: count it as one failure.
function filesFailedWithoutATest(r) {
  return (r.testResults ?? []).filter(
    (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
}

for (const c of crashed) console.log(`runner problem: ${c}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || crashed.length > 0 ? 1 : 0);
