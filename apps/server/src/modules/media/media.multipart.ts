import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import { MAX_IMAGE_BYTES } from './media.service.ts';

export const IMAGE_TOO_LARGE = 'Image must be 5 MB or smaller';

/**
 * Multipart for image uploads. A file over MAX_IMAGE_BYTES must fail the request: left to its
 * defaults a parser may cut the file at the limit, and a cut JPEG still decodes and would be
 * stored (docs/decisions/uploads-and-images.md).
 */
export async function registerImageMultipart(app: FastifyInstance, maxFiles: number) {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_IMAGE_BYTES, files: maxFiles, fields: 5, parts: maxFiles + 5 },
  });
}

/**
 * Reads the uploaded files of `field` into memory, whole, or throws: PAYLOAD_TOO_LARGE (413) for a
 * file over the limit, VALIDATION_FAILED for anything else amiss. It stores nothing, so a refused
 * upload leaves nothing behind.
 */
export async function readImageUploads(
  request: FastifyRequest,
  opts: { field: string; maxFiles: number },
): Promise<[Buffer, ...Buffer[]]> {
  const { field, maxFiles } = opts;
  const noun = maxFiles === 1 ? 'image' : 'images';
  if (!request.isMultipart())
    throw new AppError('VALIDATION_FAILED', `Please upload the ${noun} as multipart/form-data`);
  const buffers: Buffer[] = [];
  try {
    for await (const part of request.files()) {
      if (part.fieldname !== field) {
        part.file.resume();
        throw new AppError('VALIDATION_FAILED', `Please send the ${noun} in the field "${field}"`);
      }
      const buffer = await part.toBuffer();
      if (part.file.truncated || buffer.length > MAX_IMAGE_BYTES)
        throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE);
      buffers.push(buffer);
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError(
        'VALIDATION_FAILED',
        maxFiles === 1
          ? 'Please upload one image at a time'
          : `At most ${maxFiles} images can be uploaded at once`,
      );
    throw err;
  }
  const [first, ...rest] = buffers;
  if (!first)
    throw new AppError(
      'VALIDATION_FAILED',
      maxFiles === 1
        ? 'Please choose an image to upload'
        : 'Please choose at least one image to upload',
    );
  return [first, ...rest];
}
