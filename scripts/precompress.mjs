// After `react-router build`: write .br and .gz beside every text asset, so the server sends
// precompressed files instead of compressing the same bundle on every request. The files are
// compressed on libuv's thread pool, all at once, so every core works on them. `npm start` runs
// this after the server is up (scripts/start.mjs): until a file's .br is there, the server
// compresses that file as it sends it. Each file appears whole (written aside, then renamed),
// and `precompressed` beside the directory says when all are done.
import { readdirSync, statSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const dir = path.resolve(process.argv[2] ?? 'build/client');
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/;
let files = 0;
let raw = 0;
let br = 0;

/** Every compressible file below `p`. */
function compressibleFiles(p) {
  return readdirSync(p).flatMap((entry) => {
    const full = path.join(p, entry);
    if (statSync(full).isDirectory()) return compressibleFiles(full);
    return compressible.test(entry) ? [full] : [];
  });
}

/** A server may be sending from this directory: it finds the old file or the new one, whole. */
async function writeWhole(file, body) {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, body);
  await rename(temp, file);
}

async function precompress(file) {
  const body = await readFile(file);
  if (body.length < 1024) return;
  const [b, g] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipped(body, { level: 9 }),
  ]);
  await Promise.all([writeWhole(`${file}.br`, b), writeWhole(`${file}.gz`, g)]);
  files += 1;
  raw += body.length;
  br += b.length;
}

await Promise.all(compressibleFiles(dir).map(precompress));
await writeFile(path.join(path.dirname(dir), 'precompressed'), `${new Date().toISOString()}\n`);
console.log(
  `precompressed ${files} files: ${(raw / 1024).toFixed(1)} KB → ${(br / 1024).toFixed(1)} KB brotli`,
);
