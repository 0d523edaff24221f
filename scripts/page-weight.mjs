// After `react-router build --sourcemapClient hidden`: print the gzip size of the JavaScript each
// storefront page loads (budget: 100 KB gzip, a warning only) and fail if any of it contains a
// module from app/admin/ (the storefront must never load admin code).
//
// A page's JS is entry.client + every route module on its branch (root, storefront layout, …,
// the page), their split clientLoader/HydrateFallback modules, and all their static imports,
// deduplicated. Routes and chunks come from the React Router manifest (assets/manifest-*.js);
// which source modules each chunk holds comes from the hidden source maps, which this script
// deletes once read (they are built only for this check and never served).
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 100;
const clientDir = path.resolve(process.argv[2] ?? 'build/client');
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

// Source modules per chunk, from its source map.
const mapsFound = assetFiles.filter((f) => f.endsWith('.js.map'));
const sourcesCache = new Map();
function sourcesOf(file) {
  if (!sourcesCache.has(file)) {
    let sources = null;
    try {
      const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
      sources = map.sources.map((s) => path.resolve(path.dirname(file), map.sourceRoot ?? '', s));
    } catch {
      sources = null;
    }
    sourcesCache.set(file, sources);
  }
  return sourcesCache.get(file);
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
  for (let id = r.id; id; id = manifest.routes[id]?.parentId) if (id === 'storefront') return true;
  return false;
};
const hasChildren = new Set(routes.map((r) => r.parentId).filter(Boolean));
const pages = routes.filter((r) => isStorefront(r) && !hasChildren.has(r.id));

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
    // Bundler helpers (rolldown-runtime, preload-helper) have no sources, hence no map.
    if (!sources) {
      if (!/^(rolldown-runtime|preload-helper)-/.test(path.basename(file))) {
        unchecked.add(path.basename(file));
      }
    } else {
      const admin = sources.filter((s) => s.startsWith(adminDir));
      if (admin.length) {
        const name = path.basename(file);
        const entry = failures.get(name) ?? { admin, pages: [] };
        entry.pages.push(urlPath(r));
        failures.set(name, entry);
      }
    }
  }
  rows.push({ page: urlPath(r), id: r.id, files: files.size, kb: bytes / 1024 });
}
rows.sort((a, b) => b.kb - a.kb);

const w = Math.max(...rows.map((r) => r.page.length), 4);
console.log(`\nStorefront first-load JS per page (gzip -9; budget ${BUDGET_KB} KB)`);
console.log(`${'page'.padEnd(w)}  files  gzip KB`);
for (const r of rows) {
  const flag = r.kb > BUDGET_KB ? '  over budget' : '';
  console.log(
    `${r.page.padEnd(w)}  ${String(r.files).padStart(5)}  ${r.kb.toFixed(1).padStart(7)}${flag}`,
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

const over = rows.filter((r) => r.kb > BUDGET_KB);
if (over.length) {
  console.warn(`Warning: ${over.length} page(s) over the ${BUDGET_KB} KB gzip budget.`);
}
if (unchecked.size) {
  console.warn(
    `Warning: no source map for ${unchecked.size} chunk(s), not checked for admin code ` +
      `(build with --sourcemapClient hidden): ${[...unchecked].slice(0, 5).join(', ')}`,
  );
}

// The maps were only for this check: remove them so they are neither precompressed nor served.
for (const f of mapsFound) rmSync(path.join(assetsDir, f));

if (failures.size) {
  console.error('\nAdmin code in storefront pages:');
  for (const [chunk, { admin, pages: where }] of failures) {
    const mods = admin.map((s) => path.relative(appDir, s));
    console.error(`  ${chunk} (${mods.join(', ')}) is loaded by ${where.join(' ')}`);
  }
  process.exit(1);
}
console.log('No admin module in any storefront page.\n');
