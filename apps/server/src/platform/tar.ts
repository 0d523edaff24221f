import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * Just enough of the POSIX ustar format to write and read a .tar.gz of regular files, so backups
 * open with any `tar xzf` and need no dependency (docs/decisions/backups.md).
 */

const BLOCK = 512;
const MAX_SIZE = 8 ** 11 - 1; // eleven octal digits

export type TarEntry = { name: string; body: Buffer | { file: string; size: number } };

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(name: string, size: number): Buffer {
  if (size > MAX_SIZE) throw new Error(`${name}: too large for a backup entry`);
  const bytes = Buffer.byteLength(name);
  let prefix = '';
  let base = name;
  if (bytes > 100) {
    // ustar splits a long path at a slash: up to 155 bytes of prefix, up to 100 of name.
    const cut = name.lastIndexOf('/', 155);
    if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100 || bytes > 255)
      throw new Error(`${name}: path too long for a backup entry`);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  const block = Buffer.alloc(BLOCK);
  block.write(base, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(Date.now() / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148, 'ascii');
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Writes `entries` (pulled one at a time) as a gzipped tar to `file`. */
export async function writeTarGz(file: string, entries: AsyncIterable<TarEntry>): Promise<void> {
  async function* blocks() {
    for await (const entry of entries) {
      if ('file' in entry.body) {
        const { file: source, size } = entry.body;
        yield header(entry.name, size);
        let read = 0;
        for await (const chunk of createReadStream(source)) {
          read += (chunk as Buffer).length;
          yield chunk as Buffer;
        }
        if (read !== size) throw new Error(`${source} changed while it was being archived`);
        yield padding(size);
      } else {
        yield header(entry.name, entry.body.length);
        yield entry.body;
        yield padding(entry.body.length);
      }
    }
    yield Buffer.alloc(BLOCK * 2);
  }
  await pipeline(blocks, createGzip(), createWriteStream(file, { flags: 'wx' }));
}

function readString(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function safeName(name: string): string {
  const normal = path.posix.normalize(name);
  if (!name || path.posix.isAbsolute(name) || normal.startsWith('..') || normal !== name)
    throw new Error(`unsafe path in archive: ${name}`);
  return normal;
}

export class NotATarGzError extends Error {}

/**
 * Reads a .tar.gz entry by entry. `onEntry` sees each regular file's name and returns where to
 * write its body (a path), or null to stop reading there.
 */
export async function readTarGz(
  file: string,
  onEntry: (name: string, size: number) => string | null | Promise<string | null>,
): Promise<void> {
  const handle = await open(file, 'r');
  try {
    const magic = Buffer.alloc(2);
    await handle.read(magic, 0, 2, 0);
    if (magic[0] !== 0x1f || magic[1] !== 0x8b) throw new NotATarGzError('not a gzip file');
  } finally {
    await handle.close();
  }

  const source = createReadStream(file);
  const input = source.pipe(createGunzip());
  let pending: Buffer = Buffer.alloc(0);
  // The entry being read: where its body goes and how many bytes (body + padding) are left.
  let body: { out: Awaited<ReturnType<typeof open>> | null; left: number; pad: number } | null =
    null;
  let stopped = false;
  try {
    for await (const chunk of input) {
      pending = pending.length ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
      while (!stopped) {
        if (body) {
          const take = Math.min(body.left, pending.length);
          if (take > 0 && body.out) await body.out.write(pending.subarray(0, take));
          body.left -= take;
          pending = pending.subarray(take);
          if (body.left > 0) break;
          if (pending.length < body.pad) break;
          pending = pending.subarray(body.pad);
          await body.out?.close();
          body = null;
          continue;
        }
        if (pending.length < BLOCK) break;
        const block = pending.subarray(0, BLOCK);
        pending = pending.subarray(BLOCK);
        if (block.every((b) => b === 0)) {
          stopped = true;
          break;
        }
        if (readString(block, 257, 5) !== 'ustar') throw new NotATarGzError('not a tar archive');
        const size = parseInt(readString(block, 124, 12).trim() || '0', 8);
        const type = readString(block, 156, 1) || '0';
        const prefix = readString(block, 345, 155);
        const name = (prefix ? `${prefix}/` : '') + readString(block, 0, 100);
        let out = null;
        if (type === '0') {
          const target = await onEntry(safeName(name), size);
          if (target === null) {
            stopped = true;
            break;
          }
          await mkdir(path.dirname(target), { recursive: true });
          out = await open(target, 'wx');
        }
        body = { out, left: size, pad: padding(size).length };
      }
      if (stopped) break;
    }
    if (body && !stopped) throw new Error('the archive ends in the middle of a file');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'Z_DATA_ERROR')
      throw new NotATarGzError('the file is damaged (gzip data error)');
    throw err;
  } finally {
    await body?.out?.close();
    input.destroy();
    source.destroy();
  }
}
