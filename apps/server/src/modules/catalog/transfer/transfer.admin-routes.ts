import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMPORT_MAX_BYTES } from '@propwash/domain/catalog/import-columns';
import {
  exportQuerySchema,
  importQuerySchema,
  importReportSchema,
} from '@propwash/domain/catalog/import-report';
import { indiaDay } from '@propwash/domain/india-time';
import { AppError } from '../../../platform/app-error.ts';
import { asDiskFull } from '../../../platform/disk-full.ts';
import type { AuthGuards } from '../../../platform/auth-guard.ts';
import { IMPORT_UPLOAD_PREFIX } from '../../../platform/leftovers.ts';
import { declareRoutes } from '../../../platform/routes.ts';
import { sniffImportFile } from './transfer.import-file.ts';
import type { ProductTransfer } from './transfer.service.ts';

/**
 * Catalogue export and import (docs/decisions/bulk-import-export-columns.md). The upload is
 * streamed to a temporary file, never held in memory whole, and judged by its bytes; the file is
 * removed when the request ends.
 */
export function productTransferRoutes(deps: {
  products: ProductTransfer;
  guards: AuthGuards;
  /** The largest file taken (50 MB). */
  maxBytes?: number;
}): FastifyPluginAsyncZod {
  const { products, guards } = deps;
  const maxBytes = deps.maxBytes ?? IMPORT_MAX_BYTES;
  const tooLarge = `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB: please split it into smaller files`;

  /** Stores the multipart field "file" in a new temporary directory; 413 past the limit. */
  async function spool(request: FastifyRequest): Promise<{ dir: string; path: string }> {
    if (!request.isMultipart())
      throw new AppError(
        'VALIDATION_FAILED',
        'Please upload the file as multipart/form-data, in the field "file"',
      );
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > maxBytes + 1024 * 1024) throw new AppError('PAYLOAD_TOO_LARGE', tooLarge);
    // The prefix tells the start-up sweep this folder is ours (platform/leftovers.ts).
    const dir = await mkdtemp(join(tmpdir(), IMPORT_UPLOAD_PREFIX)).catch((err: unknown) => {
      throw asDiskFull(err);
    });
    const path = join(dir, 'upload');
    let stored = false;
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw new AppError('VALIDATION_FAILED', 'Please send the file in the field "file"');
        }
        await pipeline(part.file, createWriteStream(path));
        if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', tooLarge);
        stored = true;
      }
      if (!stored) throw new AppError('VALIDATION_FAILED', 'Please choose a file to import');
      return { dir, path };
    } catch (err) {
      await rm(dir, { recursive: true, force: true });
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', tooLarge);
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
        throw new AppError('VALIDATION_FAILED', 'Please upload one file at a time');
      throw asDiskFull(err);
    }
  }

  return async (app) => {
    await app.register(fastifyMultipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 },
    });

    const route = declareRoutes(app, ['admin', 'catalog']);
    route.raw.get(
      '/products/export',
      {
        summary:
          'Every product (not deleted ones) as CSV or Excel, in the import column set (streamed)',
        querystring: exportQuerySchema,
      },
      async (request, reply) => {
        const { format } = request.query;
        reply
          .header('content-disposition', `attachment; filename="products_${indiaDay()}.${format}"`)
          .header('cache-control', 'private, no-store');
        if (format === 'csv')
          return reply.header('content-type', 'text/csv; charset=utf-8').send(products.exportCsv());
        return reply
          .header(
            'content-type',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          )
          .send(await products.exportXlsx());
      },
    );

    route.post(
      '/products/import',
      {
        summary:
          'Create or update products from a CSV or .xlsx file (multipart field "file", at most 50 MB), matched by SKU; dryRun checks only; without skipInvalid any invalid row stops the whole import (400, the report in error.details)',
        consumes: ['multipart/form-data'],
        querystring: importQuerySchema,
        data: importReportSchema,
      },
      async (request) => {
        const actor = guards.userOf(request);
        const { dir, path } = await spool(request);
        try {
          const kind = await sniffImportFile(path);
          return await products.importProducts({ path, kind }, request.query, actor);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    );
  };
}
