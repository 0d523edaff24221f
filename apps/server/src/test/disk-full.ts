import type * as NodeFs from 'node:fs';
import { Writable } from 'node:stream';

/**
 * The real node:fs `fs` with a disk that fills up: a write stream to a file `fills` picks gets
 * half its first chunk down, then fails with ENOSPC. Every other file is written as usual. For a
 * test's vi.mock('node:fs') factory (import this module inside the factory).
 */
export function fillingDiskFs(fs: typeof NodeFs, fills: (file: string) => boolean) {
  return {
    ...fs,
    createWriteStream: ((file: string, opts?: unknown) => {
      if (!fills(String(file))) return fs.createWriteStream(file, opts as never);
      return new Writable({
        write(chunk: Buffer, _encoding, done) {
          fs.writeFileSync(file, chunk.subarray(0, Math.floor(chunk.length / 2)));
          done(
            Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }),
          );
        },
      });
    }) as typeof NodeFs.createWriteStream,
  };
}
