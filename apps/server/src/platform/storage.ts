import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';

/** Where uploaded files live: local disk by default (served at /uploads), S3 when configured. */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Human description for admin screens: the folder or bucket. */
  readonly location: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** URL a browser can load the object from. */
  publicUrl(key: string): string;
}

function assertSafeKey(key: string) {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

export function createLocalStorage(dir: string): Storage {
  return {
    kind: 'local',
    location: dir,
    async put(key, body) {
      assertSafeKey(key);
      const full = path.join(dir, key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, body);
    },
    async delete(key) {
      assertSafeKey(key);
      await rm(path.join(dir, key), { force: true });
    },
    publicUrl: (key) => `/uploads/${key}`,
  };
}

export function createStorage(cfg: Config['storage']): Storage {
  if (cfg.kind === 'local') return createLocalStorage(cfg.dir);
  // The S3 adapter arrives with the uploads work (issue 6); until then refuse loudly rather
  // than silently writing to local disk when the operator asked for S3.
  throw new Error('S3 storage is configured (S3_BUCKET) but not available in this build yet.');
}
