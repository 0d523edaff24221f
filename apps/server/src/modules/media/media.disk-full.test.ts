import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../platform/storage.ts';
import { multipartFiles, multipartPost } from '../../test/multipart.ts';
import { testAppWithAdmin, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: { authorization: string };
/** Writes that still fit on the disk before it is full; Infinity: the disk has room. */
let room = Infinity;

beforeAll(async () => {
  ({ t, admin } = await testAppWithAdmin({
    // A disk that fills up: the write that does not fit gets half its bytes down, then ENOSPC.
    storage: (dir) =>
      createLocalStorage(dir, {
        async writeFile(file, body) {
          if (room-- > 0) return writeFile(file, body);
          await writeFile(file, body.subarray(0, Math.floor(body.length / 2)));
          throw Object.assign(new Error(`ENOSPC: no space left on device, write '${file}'`), {
            code: 'ENOSPC',
            errno: -28,
          });
        },
      }),
  }));
});
afterAll(() => t.close());

/** Every file under the uploads folder, the half-written ones' folder included. */
async function filesOnDisk() {
  const entries = await readdir(t.storage.location, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

const png = (r: number) =>
  sharp({ create: { width: 200, height: 150, channels: 3, background: { r, g: 80, b: 30 } } })
    .png()
    .toBuffer();

describe('a full disk', () => {
  it('answers 507 with a message and leaves no file of a photo cut off midway', async () => {
    room = 1; // the 320 px size fits, the 640 px one does not
    const res = await t.app.inject(
      multipartPost(
        '/api/upload/multiple',
        admin,
        multipartFiles([{ field: 'images', data: await png(10), type: 'image/png' }]),
      ),
    );
    expect(res.statusCode).toBe(507);
    expect(res.json().error).toEqual({
      type: 'INSUFFICIENT_STORAGE',
      message:
        "The server's disk is full, so this was not saved. Free some space on the server, then try again.",
    });
    expect(await filesOnDisk()).toEqual([]);
  });

  it('leaves none of several photos when the disk fills on the second', async () => {
    room = 4; // the first photo's three sizes fit, the second photo's first does not
    const res = await t.app.inject(
      multipartPost(
        '/api/upload/multiple',
        admin,
        multipartFiles([
          { field: 'images', data: await png(20), type: 'image/png' },
          { field: 'images', data: await png(200), type: 'image/png' },
        ]),
      ),
    );
    expect(res.statusCode).toBe(507);
    expect(await filesOnDisk()).toEqual([]);
  });

  it('stores photos again once there is room', async () => {
    room = Infinity;
    const res = await t.app.inject(
      multipartPost(
        '/api/upload/multiple',
        admin,
        multipartFiles([{ field: 'images', data: await png(90), type: 'image/png' }]),
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const files = (await filesOnDisk()).map((f) => path.relative(t.storage.location, f));
    expect(files).toHaveLength(3);
    expect(files.every((f) => f.startsWith('products/'))).toBe(true);
  });
});
