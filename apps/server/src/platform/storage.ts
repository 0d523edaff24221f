import { randomUUID } from 'node:crypto';
import { mkdir, opendir, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import path from 'node:path';
import type { Config } from '../config.ts';
import { asDiskFull } from './disk-full.ts';

/**
 * The folder of the local uploads where a file is written before it is renamed into place, so
 * a failed or interrupted write never leaves a 0-byte or cut-off file under its key; what a
 * crash leaves there is swept at the next start (platform/leftovers.ts).
 */
export const PARTIAL_UPLOADS_DIR = '.propwash-partial';

/** Where uploaded files live: local disk by default (served at /uploads), S3 when configured. */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Human description for admin screens: the folder or bucket. */
  readonly location: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** URL a browser can load the object from. */
  publicUrl(key: string): string;
  /** Every stored file under a key prefix with its size (a disk walk, or S3 listings page by page). */
  list(prefix: string): AsyncIterable<StoredFile>;
  /** Where and how files are kept, as far as the backend tells (for the admin's storage report). */
  describe(): Promise<StorageDescription>;
}

export type StoredFile = { key: string; bytes: number; storageClass?: string };
export type StorageDescription = {
  region: string | null;
  storageClass: string;
  /** When the folder or bucket was made, if known. */
  createdAt: Date | null;
};

/** Files under `dir`, depth first, keys relative to `root` with forward slashes. */
async function* walk(root: string, dir: string): AsyncGenerator<StoredFile> {
  let entries;
  try {
    entries = await opendir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  const files: string[] = [];
  for await (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && dir === root && entry.name === PARTIAL_UPLOADS_DIR) continue;
    if (entry.isDirectory()) yield* walk(root, full);
    else if (entry.isFile()) files.push(full);
  }
  // A folder's files are measured together rather than one after another.
  const sizes = await Promise.all(files.map(async (full) => (await stat(full)).size));
  for (const [i, full] of files.entries()) {
    yield { key: path.relative(root, full).split(path.sep).join('/'), bytes: sizes[i]! };
  }
}

function assertSafeKey(key: string) {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

/**
 * Uploads in a folder on this server's disk. `io.writeFile` stands in for the file system's in
 * tests (a disk that fills up midway).
 */
export function createLocalStorage(
  dir: string,
  io: { writeFile?: (file: string, body: Buffer) => Promise<void> } = {},
): Storage {
  const write = io.writeFile ?? writeFile;
  return {
    kind: 'local',
    location: dir,
    async put(key, body) {
      assertSafeKey(key);
      const full = path.join(dir, key);
      const partial = path.join(dir, PARTIAL_UPLOADS_DIR, randomUUID());
      try {
        await mkdir(path.dirname(full), { recursive: true });
        await mkdir(path.dirname(partial), { recursive: true });
        await write(partial, body);
        await rename(partial, full);
      } catch (err) {
        await rm(partial, { force: true });
        throw asDiskFull(err);
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await rm(path.join(dir, key), { force: true });
    },
    publicUrl: (key) => `/uploads/${key}`,
    list(prefix) {
      assertSafeKey(prefix);
      // Walk the prefix's folder part, then keep the keys that start with the whole prefix.
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      return (async function* () {
        for await (const file of walk(dir, path.join(dir, folder))) {
          if (file.key.startsWith(prefix)) yield file;
        }
      })();
    },
    async describe() {
      const info = await stat(dir).catch(() => null);
      // Some file systems report no birth time (0): say unknown rather than 1970.
      const born = info && info.birthtimeMs > 0 ? info.birthtime : null;
      return { region: null, storageClass: 'Local disk', createdAt: born };
    },
  };
}

type S3Config = Extract<Config['storage'], { kind: 's3' }>;

/** S3 or any S3-compatible store (MinIO, R2, Spaces): path-style when an endpoint is given. */
export function createS3Storage(cfg: S3Config): Storage {
  // The SDK is large: load it only when S3 is actually used.
  const sdk = import('@aws-sdk/client-s3');
  let client: S3Client | undefined;
  const connect = async () => {
    const { S3Client } = await sdk;
    client ??= new S3Client({
      region: cfg.region,
      endpoint: cfg.endpoint,
      forcePathStyle: Boolean(cfg.endpoint),
      credentials: { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey },
      // Checksums only where the API demands them: several S3-compatible stores reject the rest.
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    return client;
  };
  const base = (
    cfg.publicUrl ??
    (cfg.endpoint
      ? `${cfg.endpoint.replace(/\/$/, '')}/${cfg.bucket}`
      : `https://${cfg.bucket}.s3.${cfg.region}.amazonaws.com`)
  ).replace(/\/$/, '');
  return {
    kind: 's3',
    location: `s3://${cfg.bucket}`,
    async put(key, body, contentType) {
      assertSafeKey(key);
      const { PutObjectCommand } = await sdk;
      await (
        await connect()
      ).send(
        new PutObjectCommand({
          Bucket: cfg.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=2592000',
        }),
      );
    },
    async delete(key) {
      assertSafeKey(key);
      const { DeleteObjectCommand } = await sdk;
      await (await connect()).send(new DeleteObjectCommand({ Bucket: cfg.bucket, Key: key }));
    },
    publicUrl: (key) => `${base}/${key}`,
    list(prefix) {
      return (async function* () {
        const { ListObjectsV2Command } = await sdk;
        const s3 = await connect();
        let token: string | undefined;
        do {
          const page = await s3.send(
            new ListObjectsV2Command({
              Bucket: cfg.bucket,
              Prefix: prefix,
              ContinuationToken: token,
            }),
          );
          for (const o of page.Contents ?? []) {
            if (o.Key) yield { key: o.Key, bytes: o.Size ?? 0, storageClass: o.StorageClass };
          }
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
      })();
    },
    async describe() {
      const { GetBucketLocationCommand, ListBucketsCommand } = await sdk;
      const s3 = await connect();
      // Each call needs its own permission (and some S3-compatible stores lack one): a refusal
      // leaves that detail to the configuration or unknown.
      const [location, buckets] = await Promise.all([
        s3.send(new GetBucketLocationCommand({ Bucket: cfg.bucket })).catch(() => null),
        s3.send(new ListBucketsCommand({})).catch(() => null),
      ]);
      const region = location
        ? location.LocationConstraint || 'us-east-1' // S3 answers empty for us-east-1
        : cfg.region;
      const bucket = buckets?.Buckets?.find((b) => b.Name === cfg.bucket);
      return { region, storageClass: 'STANDARD', createdAt: bucket?.CreationDate ?? null };
    },
  };
}

export function createStorage(cfg: Config['storage']): Storage {
  return cfg.kind === 'local' ? createLocalStorage(cfg.dir) : createS3Storage(cfg);
}

/** The origin uploads are served from, when it is not this server (for the CSP img-src). */
export function storageOrigin(storage: Storage): string | null {
  if (storage.kind === 'local') return null;
  return new URL(storage.publicUrl('probe')).origin;
}
