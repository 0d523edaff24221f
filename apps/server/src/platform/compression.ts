import nodeZlib, { constants as zlib } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * node:zlib for @fastify/compress, with a buffered answer's brotli told its size: brotli then
 * sets up a window for that size instead of its 4 MB default, which made compressing a 2 KB JSON
 * answer cost about 3.5 times more (docs/decisions/one-commit-per-order.md).
 */
const brotliSizedToPayload = {
  ...nodeZlib,
  brotliCompressSync: (buffer: Buffer, options: nodeZlib.BrotliOptions = {}) =>
    nodeZlib.brotliCompressSync(buffer, {
      ...options,
      params: { ...options.params, [zlib.BROTLI_PARAM_SIZE_HINT]: buffer.length },
    }),
};

/**
 * How answers are compressed. API answers use brotli quality 4, the cheapest that still beats
 * gzip. Server-rendered pages use 8 (`pageCompression`): the home page (108 KB) then weighs
 * 13.6 KB instead of 15.2 at 4 and 13.75 at 6, for about 1 ms more of the server's time than 6,
 * and with its headers it fits the first round trip of a new connection (14,600 bytes), so it
 * reaches a phone one round trip (150 ms on a slow network) sooner (docs/decisions/lean-headers-and-brotli.md).
 */
export function compression(brotliQuality: number) {
  return {
    threshold: 1024,
    // Flush so a streamed answer reaches the browser chunk by chunk.
    zlibOptions: { flush: zlib.Z_SYNC_FLUSH },
    brotliOptions: {
      flush: zlib.BROTLI_OPERATION_FLUSH,
      params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality },
    },
    zlib: brotliSizedToPayload,
  } satisfies FastifyCompressOptions;
}

export const apiCompression = compression(4);
export const pageCompression = compression(8);
