import type * as NodeFs from 'node:fs';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { useTestAppWithAdmin } from '../../../test/test-app.ts';
import { transferCalls } from './transfer.fixtures.ts';

/** The import's temporary upload files opened while `diskFull.on`. */
const diskFull = vi.hoisted(() => ({ on: false, opened: [] as string[] }));

// A disk that fills up while the import's upload is written (see fillingDiskFs).
vi.mock('node:fs', async (original) => {
  const { fillingDiskFs } = await import('../../../test/disk-full.ts');
  return fillingDiskFs(await original<typeof NodeFs>(), (file) => {
    if (!diskFull.on || !/propwash-import-[^/]+\/upload$/.test(file)) return false;
    diskFull.opened.push(file);
    return true;
  });
});

const session = useTestAppWithAdmin({
  setup: (t) => t.makeCategory({ slug: 'drones', name: 'Drones' }),
});

const calls = transferCalls(() => session);
const importCsv = (csv: string) =>
  calls.importFile(csv, '?dryRun=true', { name: 'p.csv', type: 'text/csv' });

const csv = `sku,name,category,description,price,country_of_origin\r\nDISK-1,Quad,drones,Small.,999,China\r\n`;

describe('an import on a full disk', () => {
  it('answers 507 with a message and leaves no temporary file behind', async () => {
    diskFull.on = true;
    try {
      const res = await importCsv(csv);
      expect(res.statusCode).toBe(507);
      expect(res.json().error).toEqual({
        type: 'INSUFFICIENT_STORAGE',
        message:
          "The server's disk is full, so this was not saved. Free some space on the server, then try again.",
      });
    } finally {
      diskFull.on = false;
    }
    expect(diskFull.opened).toHaveLength(1);
    expect(existsSync(path.dirname(diskFull.opened[0]!))).toBe(false);
  });

  it('reads the same file once there is room', async () => {
    const res = await importCsv(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.created).toBe(1);
  });
});
