import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import type { Config } from '../../config.ts';

export type VapidKeys = { publicKey: string; privateKey: string };

const KEY_FILE = 'vapid-keys.json';

const keyFileSchema = z.object({
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/),
  privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

/**
 * The shop's VAPID key pair: from the environment when set, otherwise made on the first run and
 * kept in DATA_DIR (readable by the owner only), so browsers' subscriptions outlive a restart.
 * Several servers behind one load balancer must share the pair: set it in the environment.
 */
export function loadVapidKeys(push: Config['push'], dataDir: string): VapidKeys {
  if (push.vapid) return push.vapid;
  const file = path.join(dataDir, KEY_FILE);
  const existing = readKeyFile(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  try {
    // 'wx': if another process made the file a moment ago, keep its pair rather than ours.
    writeFileSync(file, JSON.stringify({ ...keys, createdAt: new Date().toISOString() }) + '\n', {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return readKeyFile(file)!;
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

function readKeyFile(file: string): VapidKeys | null {
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  // A damaged file is reported, never replaced: new keys would silently orphan every subscription.
  const parsed = keyFileSchema.safeParse(safeJson(raw));
  if (!parsed.success) {
    throw new Error(`${file} is not a VAPID key file; restore it or delete it to make new keys`);
  }
  return parsed.data;
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
