// After `react-router build`: print the gzip size of the JavaScript each storefront page loads
// on first load, and fail the build if any page is over the budget or loads a module from
// app/admin/ (the storefront must never load admin code).
//
// A page's JS is entry.client + every route module on its branch (root, storefront layout, …,
// the page), their split clientLoader/HydrateFallback modules, and all their static imports,
// deduplicated; each file is gzipped on its own (-9), as it is served. Routes and chunks come
// from the React Router manifest (assets/manifest-*.js); which source modules each chunk holds
// comes from build/chunk-modules.json, written by the build (vite.config.ts).
//
// Storefront pages are every page outside /admin, checkout included. The table splits each
// figure into the framework chunk (Preact standing in for React, and React Router: ~49 KB gzip,
// the same on every page) and the app code on top of it.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * First-load JS per storefront page, framework included. ARCHITECTURE.md asks for at most 100 KB;
 * the build holds the pages to what they reach, about 2.5 KB over the heaviest (the order page,
 * 87.4 KB since the icons left the scripts), so a page that grows is noticed (docs/decisions/storefront-first-load.md).
 * The floor under it is the framework chunk (Preact and React Router,
 * 49.1 KB) and the storefront core (8.8 KB).
 */
const BUDGET_KB = 90;
/**
 * Module requests a catalogue page (home, listings, a product: where shoppers land) may start
 * with. A phone fetches six at a time over HTTP/1.1, each round a trip over a slow network; the
 * shared chunks (apps/web/chunk-groups.ts) bring these pages to 10-11 (docs/decisions/storefront-chunks.md),
 * and a new shared module left to the bundler would add a request here.
 */
const CATALOG_FILES_BUDGET = 12;
const catalogRoutes =
  /^storefront\/features\/(home|catalog|product)\/[\w-]+-page$|^(specials|new-products|featured)$/;
const clientDir = path.resolve(process.argv[2] ?? 'build/client');
/** `--record`: also write the table to bench/results/js-<date>.json (`npm run bench:js`). */
const record = process.argv.includes('--record');
const assetsDir = path.join(clientDir, 'assets');
const appDir = path.resolve(clientDir, '../../app');
const adminDir = path.join(appDir, 'admin') + path.sep;

const assetFiles = readdirSync(assetsDir);
const manifestFile = assetFiles.find((f) => /^manifest-[\w-]+\.js$/.test(f));
if (!manifestFile) {
  console.error(`page-weight: no manifest-*.js in ${assetsDir}`);
  process.exit(1);
}
const manifestSource = readFileSync(path.join(assetsDir, manifestFile), 'utf8');
const manifest = JSON.parse(
  manifestSource.slice(manifestSource.indexOf('=') + 1).replace(/;\s*$/, ''),
);

/** "/assets/x.js" → absolute path in build/client. */
const fileOf = (url) => path.join(clientDir, url.replace(/^\//, ''));

const sizes = new Map();
function gzipBytes(file) {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return sizes.get(file);
}

// Static imports of a chunk, read from its code (`import … from "./x.js"`, `import "./x.js"`,
// `export … from "./x.js"`); `import("./x.js")` is dynamic and not followed.
const importsCache = new Map();
function staticImports(file) {
  if (!importsCache.has(file)) {
    const code = readFileSync(file, 'utf8');
    const found = new Set();
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      found.add(path.resolve(path.dirname(file), m[1]));
    }
    importsCache.set(file, [...found]);
  }
  return importsCache.get(file);
}

// Source modules per chunk, written by the build (vite.config.ts, chunkModules).
const chunkModulesFile = path.resolve(clientDir, '..', 'chunk-modules.json');
let chunkModules;
try {
  chunkModules = JSON.parse(readFileSync(chunkModulesFile, 'utf8'));
} catch {
  console.error(`page-weight: cannot read ${chunkModulesFile} (written by vite.config.ts)`);
  process.exit(1);
}
const webDir = path.resolve(clientDir, '../..');
function sourcesOf(file) {
  const modules = chunkModules[path.relative(clientDir, file).split(path.sep).join('/')];
  return modules ? modules.map((m) => path.resolve(webDir, m)) : null;
}

function pageFiles(routeId) {
  const roots = [manifest.entry.module, ...manifest.entry.imports];
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) {
    const r = manifest.routes[id];
    roots.push(r.module, ...(r.imports ?? []));
    for (const key of ['clientActionModule', 'clientLoaderModule', 'clientMiddlewareModule']) {
      if (r[key]) roots.push(r[key]);
    }
    if (r.hydrateFallbackModule) roots.push(r.hydrateFallbackModule);
  }
  const seen = new Set();
  const queue = roots.map(fileOf);
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

const routes = Object.values(manifest.routes);
const isStorefront = (r) => {
  for (let id = r.id; id; id = manifest.routes[id]?.parentId)
    if (id.startsWith('admin')) return false;
  return true;
};
const hasChildren = new Set(routes.map((r) => r.parentId).filter(Boolean));
// Leaf routes with a component (resource routes such as the delivery estimate have none).
const pages = routes.filter((r) => isStorefront(r) && !hasChildren.has(r.id) && r.hasDefaultExport);

if (pages.length === 0) {
  console.error('page-weight: no storefront page in the manifest');
  process.exit(1);
}

const urlPath = (r) => {
  const parts = [];
  for (let id = r.id; id; id = manifest.routes[id]?.parentId) {
    const p = manifest.routes[id].path;
    if (p) parts.unshift(p);
  }
  return '/' + parts.join('/');
};

const rows = [];
const failures = new Map(); // chunk → admin modules in it, pages loading it
const unchecked = new Set();
const usage = new Map(); // chunk → number of pages loading it
for (const r of pages) {
  const files = pageFiles(r.id);
  let bytes = 0;
  for (const file of files) {
    bytes += gzipBytes(file);
    usage.set(file, (usage.get(file) ?? 0) + 1);
    const sources = sourcesOf(file);
    if (!sources) unchecked.add(path.basename(file));
    else {
      const admin = sources.filter((s) => s.startsWith(adminDir));
      if (admin.length) {
        const name = path.basename(file);
        const entry = failures.get(name) ?? { admin, pages: [] };
        entry.pages.push(urlPath(r));
        failures.set(name, entry);
      }
    }
  }
  const frameworkBytes = [...files]
    .filter((f) => /^framework-[\w-]+\.js$/.test(path.basename(f)))
    .reduce((sum, f) => sum + gzipBytes(f), 0);
  rows.push({
    page: urlPath(r),
    id: r.id,
    files: files.size,
    kb: bytes / 1024,
    appKb: (bytes - frameworkBytes) / 1024,
  });
}
rows.sort((a, b) => b.kb - a.kb);
const tooManyFiles = (r) => catalogRoutes.test(r.id) && r.files > CATALOG_FILES_BUDGET;

const w = Math.max(...rows.map((r) => r.page.length), 4);
console.log(`\nStorefront first-load JS per page (gzip -9; budget ${BUDGET_KB} KB)`);
console.log(`${'page'.padEnd(w)}  files  gzip KB  app KB`);
for (const r of rows) {
  const flag =
    (r.kb > BUDGET_KB ? '  over budget' : '') + (tooManyFiles(r) ? '  too many requests' : '');
  console.log(
    `${r.page.padEnd(w)}  ${String(r.files).padStart(5)}  ${r.kb.toFixed(1).padStart(7)}` +
      `  ${r.appKb.toFixed(1).padStart(6)}${flag}`,
  );
}
const shared = [...usage.entries()]
  .filter(([, n]) => n === pages.length)
  .map(([file]) => file)
  .sort((a, b) => gzipBytes(b) - gzipBytes(a));
const sharedKb = shared.reduce((s, f) => s + gzipBytes(f), 0) / 1024;
console.log(
  `Loaded by every page: ${shared.length} files, ${sharedKb.toFixed(1)} KB; biggest: ` +
    shared
      .slice(0, 5)
      .map(
        (f) =>
          `${path.basename(f).replace(/-[\w-]{8}\.js$/, '')} ${(gzipBytes(f) / 1024).toFixed(1)}`,
      )
      .join(', '),
);

if (record) {
  const stamp = new Date().toISOString().slice(0, 19).replace(/[T:]/g, '-');
  const dir = path.resolve(import.meta.dirname, '../bench/results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `js-${stamp}.json`);
  const result = {
    at: new Date().toISOString(),
    budgetKb: BUDGET_KB,
    sharedKb: Number(sharedKb.toFixed(1)),
    pages: rows.map((r) => ({
      page: r.page,
      files: r.files,
      gzipKb: Number(r.kb.toFixed(1)),
      appKb: Number(r.appKb.toFixed(1)),
    })),
    loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
  };
  writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}

let failed = false;
const over = rows.filter((r) => r.kb > BUDGET_KB);
if (over.length) {
  console.error(`\n${over.length} page(s) over the ${BUDGET_KB} KB gzip budget.`);
  failed = true;
}
const crowded = rows.filter(tooManyFiles);
if (crowded.length) {
  console.error(
    `\n${crowded.length} catalogue page(s) start with more than ${CATALOG_FILES_BUDGET} module ` +
      `requests (${crowded.map((r) => r.page).join(' ')}): see apps/web/chunk-groups.ts.`,
  );
  failed = true;
}
if (unchecked.size) {
  console.error(
    `\nNo module list for ${unchecked.size} chunk(s) in chunk-modules.json, so they cannot be ` +
      `checked for admin code: ${[...unchecked].slice(0, 5).join(', ')}`,
  );
  failed = true;
}
if (failures.size) {
  console.error('\nAdmin code in storefront pages:');
  for (const [chunk, { admin, pages: where }] of failures) {
    const mods = admin.map((s) => path.relative(appDir, s));
    console.error(`  ${chunk} (${mods.join(', ')}) is loaded by ${where.join(' ')}`);
  }
  failed = true;
}
if (failed) process.exit(1);
console.log('No admin module in any storefront page.\n');
