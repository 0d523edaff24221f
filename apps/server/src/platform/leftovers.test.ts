import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepLeftovers } from './leftovers.ts';
import { filesUnder } from './backup.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'leftovers-test-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const hoursAgo = (h: number) => new Date(Date.now() - h * 60 * 60 * 1000);

/** A file (or, ending in '/', a folder with one file) whose last change was `age` hours ago. */
async function make(file: string, age: number) {
  const isDir = file.endsWith('/');
  const full = isDir ? file.slice(0, -1) : file;
  await mkdir(isDir ? full : path.dirname(full), { recursive: true });
  if (isDir) await writeFile(path.join(full, 'inner'), 'half');
  else await writeFile(full, 'half');
  await utimes(full, hoursAgo(age), hoursAgo(age));
}

describe('files left half-written by a crash', () => {
  it('are swept at start: only ours, and only those older than an hour', async () => {
    const dataDir = path.join(root, 'data');
    const uploads = path.join(dataDir, 'uploads');
    const tmp = path.join(root, 'tmp');
    const gone = [
      path.join(tmp, 'propwash-import-a1b2c3/'),
      path.join(dataDir, 'backups', '.propwash-backup-x1y2z3/'),
      path.join(dataDir, 'backups', 'propwash-daily-2026-12-01-0300.tar.gz.partial'),
      path.join(dataDir, '.propwash-restore-q1w2e3/'),
      path.join(uploads, '.propwash-partial', '0b7c6a9e-1d8e-4a47-9a36-0c8f1b9f1a11'),
    ];
    const kept = [
      // someone else's, or complete
      path.join(tmp, 'other-app-upload/'),
      path.join(dataDir, 'backups', 'propwash-daily-2026-12-01-0300.tar.gz'),
      path.join(uploads, 'products', 'photo-1280.webp'),
      path.join(dataDir, 'jwt-secret'),
    ];
    // ours, but being written right now (a backup in another process, an upload)
    const fresh = [
      path.join(tmp, 'propwash-import-d4e5f6/'),
      path.join(uploads, '.propwash-partial', '5e0d3b1c-0f7a-4f0e-8a8e-2b1c3d4e5f60'),
    ];
    for (const f of [...gone, ...kept]) await make(f, 3);
    for (const f of fresh) await make(f, 0);

    const swept = await sweepLeftovers({ dataDir, uploadsDir: uploads, tmpDir: tmp });

    expect(swept.sort()).toEqual(gone.map((f) => f.replace(/\/$/, '')).sort());
    for (const f of gone) expect(existsSync(f.replace(/\/$/, '')), f).toBe(false);
    for (const f of [...kept, ...fresh]) expect(existsSync(f.replace(/\/$/, '')), f).toBe(true);
  });

  it('are never put in a backup while they are being written', async () => {
    const uploads = path.join(root, 'listed');
    await make(path.join(uploads, '.propwash-partial', 'c0ffee00-0000-4000-8000-000000000000'), 0);
    await make(path.join(uploads, 'products', 'a-320.webp'), 0);
    expect(await filesUnder(uploads)).toEqual(['products/a-320.webp']);
  });
});
