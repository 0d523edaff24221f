import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { createInflateRaw } from 'node:zlib';
import { AppError } from './app-error.ts';

// An uploaded workbook is checked before exceljs reads it (docs/decisions/xlsx-upload-limits.md):
// every part of the zip is inflated once into a counter, never into memory, so a small file that
// unpacks to hundreds of megabytes, or one cell of millions of characters, is refused with a
// message instead of filling the heap.

const MB = 1024 * 1024;

/** The caps an uploaded .xlsx must fit (docs/decisions/xlsx-upload-limits.md). */
export const xlsxLimits = {
  /** Inflated bytes of one part of the zip (a worksheet, the shared strings). */
  partBytes: 64 * MB,
  /** Inflated bytes of all parts together. */
  totalBytes: 128 * MB,
  /** Characters of one cell: Excel's own limit. */
  cellChars: 32_767,
  /** Parts in the zip. */
  parts: 10_000,
};

const unreadable = (why: string) =>
  new AppError(
    'VALIDATION_FAILED',
    `The Excel workbook cannot be read (${why}); save it again as .xlsx or CSV UTF-8`,
  );

export const cellTooLong = () =>
  new AppError(
    'VALIDATION_FAILED',
    `The file has a cell longer than ${xlsxLimits.cellChars.toLocaleString('en-IN')} characters, Excel's own limit for a cell`,
  );

type Part = {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  offset: number;
};

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buf, 0, length, position);
  if (bytesRead !== length) throw unreadable('the zip is cut short');
  return buf;
}

/** The zip's parts, from its central directory, checked to tile the file with no bytes hidden. */
async function zipParts(handle: FileHandle): Promise<{ parts: Part[]; directoryAt: number }> {
  const { size } = await handle.stat();
  const tailLength = Math.min(size, 22 + 0xffff);
  const tail = await readAt(handle, size - tailLength, tailLength);
  let end = -1;
  for (let i = tail.length - 22; i >= 0; i--)
    if (tail.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  if (end < 0) throw unreadable('it is not a complete zip file');
  const count = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryAt = tail.readUInt32LE(end + 16);
  if (count === 0xffff || directoryAt === 0xffffffff) throw unreadable('ZIP64 is not supported');
  if (count > xlsxLimits.parts) throw unreadable(`it has more than ${xlsxLimits.parts} parts`);
  if (directoryAt + directorySize > size) throw unreadable('its directory is damaged');
  const dir = await readAt(handle, directoryAt, directorySize);
  const parts: Part[] = [];
  let p = 0;
  for (let n = 0; n < count; n++) {
    if (p + 46 > dir.length || dir.readUInt32LE(p) !== 0x02014b50)
      throw unreadable('its directory is damaged');
    const nameLength = dir.readUInt16LE(p + 28);
    const part: Part = {
      flags: dir.readUInt16LE(p + 8),
      method: dir.readUInt16LE(p + 10),
      compressedSize: dir.readUInt32LE(p + 20),
      size: dir.readUInt32LE(p + 24),
      offset: dir.readUInt32LE(p + 42),
      name: dir.toString('utf8', p + 46, p + 46 + nameLength),
    };
    if (
      part.compressedSize === 0xffffffff ||
      part.size === 0xffffffff ||
      part.offset === 0xffffffff
    )
      throw unreadable('ZIP64 is not supported');
    parts.push(part);
    p += 46 + nameLength + dir.readUInt16LE(p + 30) + dir.readUInt16LE(p + 32);
  }
  // exceljs reads the parts front to back by their local headers; requiring those to follow one
  // another exactly up to the directory means it reads the very parts checked here.
  parts.sort((a, b) => a.offset - b.offset);
  let at = 0;
  for (const part of parts) {
    if (part.offset !== at) throw unreadable('it holds bytes outside its parts');
    const local = await readAt(handle, at, 30);
    if (local.readUInt32LE(0) !== 0x04034b50) throw unreadable('a part is damaged');
    const dataAt = at + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
    part.offset = dataAt;
    at = dataAt + part.compressedSize;
    if (part.flags & 0x08) {
      const descriptor = await readAt(handle, at, 4);
      at += descriptor.readUInt32LE(0) === 0x08074b50 ? 16 : 12;
    }
  }
  if (at !== directoryAt) throw unreadable('it holds bytes outside its parts');
  return { parts, directoryAt };
}

/**
 * Counts the characters of each piece of XML text (between tags; entities count as one),
 * fed in chunks, and refuses one longer than a cell may be. CDATA and comments count as text.
 */
function textRunScanner() {
  let run = 0;
  let inTag = false;
  let afterLt = false;
  let entity = -1;
  return (chunk: Buffer) => {
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i]!;
      if (afterLt) {
        afterLt = false;
        if (b !== 0x21 /* ! */) {
          inTag = true;
          run = 0;
          continue;
        }
      }
      if (inTag) {
        if (b === 0x3e /* > */) inTag = false;
        continue;
      }
      if (b === 0x3c /* < */) {
        afterLt = true;
        entity = -1;
        continue;
      }
      // an entity (&amp;, &#8377;) is one character, its '&'; one that never closes counts in full
      if (entity >= 0) {
        if (b === 0x3b /* ; */) {
          entity = -1;
          continue;
        }
        if (entity < 10) {
          entity += 1;
          continue;
        }
        entity = -1;
      }
      if (b === 0x26 /* & */) entity = 0;
      if ((b & 0xc0) !== 0x80) run += 1; // not a UTF-8 continuation byte
      if (run > xlsxLimits.cellChars) throw cellTooLong();
    }
  };
}

const megabytes = (bytes: number) => `${bytes / MB} MB`;

/**
 * Refuses a workbook whose parts unpack beyond `xlsxLimits` or that holds a cell longer than
 * Excel allows, reading it once as a stream; nothing of its content is kept.
 */
export async function checkXlsxLimits(path: string): Promise<void> {
  const handle = await open(path, 'r');
  let parts: Part[];
  try {
    ({ parts } = await zipParts(handle));
  } finally {
    await handle.close();
  }
  const tooBig = (name: string) =>
    new AppError(
      'VALIDATION_FAILED',
      `The Excel workbook unpacks to more than ${megabytes(xlsxLimits.partBytes)} in its part ${name} (the limit for one part): split the catalogue into smaller files`,
    );
  let total = 0;
  for (const part of parts) {
    if (part.size > xlsxLimits.partBytes) throw tooBig(part.name);
    if (part.method !== 0 && part.method !== 8)
      throw unreadable(`its part ${part.name} is compressed in an unknown way`);
    const scan = /\.(xml|rels)$/i.test(part.name) ? textRunScanner() : () => {};
    if (part.compressedSize === 0) continue;
    const source = createReadStream(path, {
      start: part.offset,
      end: part.offset + part.compressedSize - 1,
    });
    const inflated = part.method === 8 ? source.pipe(createInflateRaw()) : source;
    source.on('error', (err) => inflated.destroy(err));
    let bytes = 0;
    try {
      for await (const chunk of inflated as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        total += chunk.length;
        if (bytes > xlsxLimits.partBytes) throw tooBig(part.name);
        if (total > xlsxLimits.totalBytes)
          throw new AppError(
            'VALIDATION_FAILED',
            `The Excel workbook unpacks to more than ${megabytes(xlsxLimits.totalBytes)} in all (the limit for one file): split the catalogue into smaller files`,
          );
        scan(chunk);
      }
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw unreadable(`its part ${part.name} is damaged`);
    } finally {
      source.destroy();
      inflated.destroy();
    }
  }
}
