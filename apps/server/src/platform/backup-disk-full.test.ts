import type * as NodeFs from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { writeBackup } from './backup.ts';

const diskFull = vi.hoisted(() => ({ on: false }));

// A disk that fills up while the backup file is written (see fillingDiskFs).
vi.mock('node:fs', async (original) => {
  const { fillingDiskFs } = await import('../test/disk-full.ts');
  return fillingDiskFs(
    await original<typeof NodeFs>(),
    (file) => diskFull.on && file.endsWith('.tar.gz.partial'),
  );
});

const session = useTestApp();

describe('a backup on a full disk', () => {
  it('fails with a clear message and leaves no partial file or staging folder', async () => {
    const backups = path.join(session.t.config.dataDir, 'backups');
    const file = path.join(backups, 'propwash-test.tar.gz');
    diskFull.on = true;
    try {
      await expect(
        writeBackup({
          database: session.t.database,
          uploadsDir: session.t.storage.location,
          dataDir: session.t.config.dataDir,
          file,
        }),
      ).rejects.toThrow(
        `The disk is full, so the backup ${file} was not written (nothing of it is left behind). Free some space, then try again.`,
      );
    } finally {
      diskFull.on = false;
    }
    expect(await readdir(backups)).toEqual([]);

    const summary = await writeBackup({
      database: session.t.database,
      uploadsDir: session.t.storage.location,
      dataDir: session.t.config.dataDir,
      file,
    });
    expect(summary.file).toBe(file);
    expect(await readdir(backups)).toEqual(['propwash-test.tar.gz']);
  });
});
