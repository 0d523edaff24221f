// After `react-router build`: write .br and .gz beside every text asset, so the server sends
// precompressed files instead of compressing the same bundle on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? 'build/client');
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/;
let files = 0;
let raw = 0;
let br = 0;

function walk(p) {
  for (const entry of readdirSync(p)) {
    const full = path.join(p, entry);
    if (statSync(full).isDirectory()) walk(full);
    else if (compressible.test(entry)) {
      const body = readFileSync(full);
      if (body.length < 1024) continue;
      const b = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      writeFileSync(`${full}.br`, b);
      writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
      files += 1;
      raw += body.length;
      br += b.length;
    }
  }
}
walk(dir);
console.log(
  `precompressed ${files} files: ${(raw / 1024).toFixed(1)} KB → ${(br / 1024).toFixed(1)} KB brotli`,
);
