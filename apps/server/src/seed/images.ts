import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Storage } from '../platform/storage.ts';
import { drawingShapes, paletteFor, type DrawingKind } from './drawings.ts';
import { hashString } from './random.ts';

export const PRODUCT_IMAGE_WIDTHS = [320, 640, 1280] as const;
export const PRODUCT_IMAGE_SIZE = { width: 1280, height: 960 } as const;

/** One picture to render as WebP variants {key}-{width}.webp. */
export type ImageJob = {
  key: string;
  widths: readonly number[];
  // height / width
  aspect: number;
  svg: (width: number, height: number) => string;
};

/** A product photo stand-in: the category's drawing in the product's colours; later shots flip or zoom. */
export function productImageJob(
  key: string,
  kind: DrawingKind,
  colourSeed: string,
  shot: number,
  widths: readonly number[] = PRODUCT_IMAGE_WIDTHS,
): ImageJob {
  const hue = hashString(colourSeed) % 360;
  const palette = paletteFor(hue, (hue + (shot - 1) * 47) % 360);
  const transform =
    shot === 2
      ? 'translate(400 0) scale(-1 1)'
      : shot === 3
        ? 'translate(-100 -75) scale(1.5)'
        : '';
  return {
    key,
    widths,
    aspect: PRODUCT_IMAGE_SIZE.height / PRODUCT_IMAGE_SIZE.width,
    svg: (
      width,
      height,
    ) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300">
<rect width="400" height="300" fill="${palette.bg}"/>
<ellipse cx="200" cy="272" rx="150" ry="12" fill="#000" opacity=".07"/>
<g transform="${transform}">${drawingShapes(kind, palette)}</g></svg>`,
  };
}

/** A wide banner: a coloured field with soft circles and the drawing on the right (copy sits on the left). */
export function bannerImageJob(
  key: string,
  kind: DrawingKind,
  hue: number,
  widths: readonly number[],
  aspect: number,
): ImageJob {
  const palette = paletteFor(hue, hue);
  const viewWidth = Math.round(300 / aspect);
  const scale = 0.9;
  const x = viewWidth - 400 * scale - 20;
  return {
    key,
    widths,
    aspect,
    svg: (
      width,
      height,
    ) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewWidth} 300">
<rect width="${viewWidth}" height="300" fill="${palette.bg}"/>
<circle cx="${viewWidth * 0.72}" cy="150" r="140" fill="${palette.primary}" opacity=".12"/>
<circle cx="${viewWidth * 0.9}" cy="40" r="90" fill="${palette.secondary}" opacity=".1"/>
<g transform="translate(${x} 15) scale(${scale})">${drawingShapes(kind, palette)}</g></svg>`,
  };
}

/**
 * Renders the jobs with bounded concurrency and returns the bytes of each job's widest variant. On
 * local storage a file that already exists is kept (its size is read back); `skip` drops the rest.
 */
export async function renderImages(
  storage: Storage,
  jobs: ImageJob[],
  opts: { skip?: (job: ImageJob) => boolean; concurrency?: number } = {},
): Promise<{ bytes: Map<string, number>; rendered: number }> {
  const bytes = new Map<string, number>();
  let rendered = 0;
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const widest = Math.max(...job.widths);
      const existing = await existingSize(storage, `${job.key}-${widest}.webp`);
      if (existing !== null) {
        bytes.set(job.key, existing);
        continue;
      }
      if (opts.skip?.(job)) continue;
      // sharp (libvips) costs tens of MB resident: load it only when something must be drawn.
      const { default: sharp } = await import('sharp');
      for (const width of job.widths) {
        const height = Math.round(width * job.aspect);
        // Effort 1: flat drawings gain little from harder compression, and the seed renders hundreds.
        const webp = await sharp(Buffer.from(job.svg(width, height)))
          .webp({ quality: 80, effort: 1 })
          .toBuffer();
        await storage.put(`${job.key}-${width}.webp`, webp, 'image/webp');
        if (width === widest) bytes.set(job.key, webp.length);
      }
      rendered += 1;
    }
  };
  const concurrency = opts.concurrency ?? availableParallelism() + 1;
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { bytes, rendered };
}

async function existingSize(storage: Storage, key: string): Promise<number | null> {
  if (storage.kind !== 'local') return null;
  try {
    return (await stat(path.join(storage.location, key))).size;
  } catch {
    return null;
  }
}
