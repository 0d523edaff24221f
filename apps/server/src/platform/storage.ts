import { mkdir, rm, writeFile } from 'node:fs/promises';
import type { S3Client } from '@aws-sdk/client-s3';
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
