import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Warranty } from '../modules/catalog/catalog.tables.ts';
import { specsSchema } from '@propwash/domain/catalog/specs';
import { productOptionSchema } from '@propwash/domain/catalog/variants';
import { drawingKinds, type DrawingKind } from './drawings.ts';

// The seeded catalogue is data: data/products-*.json, one file per group of categories, each an
// array of categories with their products. This file reads and checks them.

const warrantySchema = z.strictObject({
  period: z.string().min(1),
  covered: z.string().min(1),
  notCovered: z.string().min(1),
});

/** One catalogue entry; prices in whole rupees (converted to paise once, in products.ts). */
const productDataSchema = z.strictObject({
  name: z.string().min(1),
  brand: z.string().min(1),
  price: z.number().int().positive(),
  // MRP; omitted when the product sells at MRP.
  mrp: z.number().int().positive().optional(),
  blurb: z.string().min(1),
  highlights: z.array(z.string().min(1)),
  /**
   * The model's published specifications by attribute key (data/attributes.json;
   * docs/decisions/specifications.md); a value that differs by version is on each variant instead.
   */
  specs: specsSchema.optional(),
  box: z.array(z.string().min(1)).optional(),
  drawing: z
    .string()
    .refine((kind): kind is DrawingKind => (drawingKinds as string[]).includes(kind), {
      message: 'unknown drawing',
    })
    .optional(),
  hsn: z
    .string()
    .regex(/^\d{4,8}$/)
    .optional(),
  gstPercent: z.number().min(0).max(28).optional(),
  origin: z.string().min(1).optional(),
  /**
   * A drone's all-up weight in grams, ready to fly with its battery, as its maker publishes it or
   * near it (docs/decisions/drones.md); left out for parts, frames and everything not a drone.
   */
  droneWeight: z.number().int().positive().optional(),
  warranty: warrantySchema.partial().optional(),
  /** Options the product is sold in (docs/decisions/variants.md), with one entry per variant. */
  options: z.array(productOptionSchema).optional(),
  variants: z
    .array(
      z.strictObject({
        // Appended to the product's SKU: PW-AEL-005-RTF.
        suffix: z.string().regex(/^[A-Z0-9]+$/),
        options: z.record(z.string(), z.string()),
        price: z.number().int().positive(),
        mrp: z.number().int().positive().optional(),
        /** This version's own values (the pack's capacity, the radio's stick mode). */
        specs: specsSchema.optional(),
      }),
    )
    .optional(),
});

/** A category's products with the defaults they share (HSN, GST, origin, warranty, box, closing note). */
const categoryProductsSchema = z.strictObject({
  category: z.string().min(1),
  skuPrefix: z.string().regex(/^[A-Z0-9]+$/),
  hsn: z.string().regex(/^\d{4,8}$/),
  gstPercent: z.number().min(0).max(28),
  origin: z.string().min(1),
  warranty: warrantySchema,
  box: z.array(z.string().min(1)),
  note: z.string().min(1),
  products: z.array(productDataSchema).min(1),
});

export type ProductData = z.infer<typeof productDataSchema> & {
  drawing?: DrawingKind;
  warranty?: Partial<Warranty>;
};
export type CategoryProducts = Omit<z.infer<typeof categoryProductsSchema>, 'products'> & {
  warranty: Warranty;
  products: ProductData[];
};

/** The catalogue files, in catalogue order (SKUs and the seed's random choices follow it). */
const dataFiles = ['airplanes', 'rotorcraft', 'vehicles', 'power', 'gear'] as const;

/** Reads and checks one data file; a mistake names the file and the field. */
export function loadCategoryProducts(name: string): CategoryProducts[] {
  const file = new URL(`./data/products-${name}.json`, import.meta.url);
  const parsed = z.array(categoryProductsSchema).safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Seed data products-${name}.json: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data as CategoryProducts[];
}

/** Every seeded category's products, read from data/products-*.json. */
export function loadCatalogData(): CategoryProducts[] {
  return dataFiles.flatMap(loadCategoryProducts);
}
