// Where every benchmark leaves its numbers: bench/results/<name>-<UTC time>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

/** Writes `data` as bench/results/<name>-YYYY-MM-DD-HH-MM-SS.json and returns the path. */
export function saveResults(name: string, data: object): string {
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
  const file = path.join(dir, `${name}-${stamp}.json`);
  writeFileSync(file, JSON.stringify(data, null, 2) + '\n');
  return file;
}
