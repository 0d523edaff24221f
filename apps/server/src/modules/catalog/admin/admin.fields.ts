import { randomBytes } from 'node:crypto';
import { COUNTRY_REQUIRED_TO_PUBLISH } from '@propwash/domain/catalog/admin-schemas';
import type { AdminProduct } from '@propwash/domain/catalog/admin-read-schemas';
import type { Specs } from '@propwash/domain/catalog/specs';
import type { VariantInput } from '@propwash/domain/catalog/variants';
import { discountPercent, formatPaiseShort } from '@propwash/domain/money';
import { AppError } from '../../../platform/app-error.ts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AuditTrail } from '../../../platform/audit.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import type { RecordStockChange } from '../catalog.ports.ts';
import type { CatalogService } from '../catalog.service.ts';
import { UUID } from '../catalog.sql.ts';
import { products, productVariants } from '../catalog.tables.ts';
import { checkedSpecValues, type AttributeDef } from '../specs/specs.reads.ts';

// How the admin product form's fields map onto the product row: the warranty and seller blocks,
// the country of origin an active product needs, the stock status, the price checks, the
// specification values, and generated slugs and SKUs.

export type Actor = { id: string };

/** What every admin product write needs: the database, the storefront's caches, stock history, the audit log. */
export type ProductWriteDeps = {
  db: Db;
  catalog: Pick<CatalogService, 'invalidateListings'>;
  /** Stock levels set here become inventory movements (catalog.ports.ts). */
  recordStockChange: RecordStockChange;
  /** Every admin change is recorded (platform/audit.ts). */
  audit: AuditTrail;
};

/**
 * The product row's fields an admin sets both in the product form and through a catalogue import
 * (the one list: the audit log records them, an import compares them to tell "unchanged" from
 * "updated"; derived columns such as search keywords are not among them).
 */
export const editedProductFields = [
  'name',
  'brand',
  'categoryId',
  'description',
  'pricePaise',
  'originalPricePaise',
  'costPricePaise',
  'stock',
  'stockStatus',
  'isActive',
  'featured',
  'trending',
  'freeDelivery',
  'shipsBySurface',
  'highlights',
  'whatsInBox',
  'services',
  'warranty',
  'videoUrl',
  'hsnCode',
  'gstRateBp',
  'countryOfOrigin',
  'specs',
  'declarations',
  'droneWeightGrams',
] as const satisfies readonly (keyof typeof products.$inferSelect)[];
export type StockStatus = (typeof products.$inferSelect)['stockStatus'];

export const kebab = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'product';
export const shortCode = (bytes: number) =>
  BigInt(`0x${randomBytes(bytes).toString('hex')}`)
    .toString(36)
    .toUpperCase();

/** The prices after an edit, checked together (each alone is checked by the body schema). */
export function checkPrices(
  pricePaise: number,
  originalPaise: number,
  discount: number | undefined,
) {
  if (originalPaise < pricePaise)
    throw new AppError(
      'VALIDATION_FAILED',
      `Original price (MRP) ${formatPaiseShort(originalPaise)} cannot be below the price ${formatPaiseShort(pricePaise)}`,
    );
  if (discount === undefined) return;
  const expected = discountPercent(pricePaise, originalPaise);
  // The form shows a rounded figure; anything further off is a mistake to point out.
  if (Math.abs(discount - expected) > 1)
    throw new AppError(
      'VALIDATION_FAILED',
      `Discount ${discount}% does not match the prices: ${formatPaiseShort(pricePaise)} down from ${formatPaiseShort(originalPaise)} is ${expected}% off`,
    );
}

/**
 * The stock status a body asks for: the shop's stockStatus, or the older inStock (true: in
 * stock; false: marked out of stock, the count kept). Sent together, they must agree.
 */
export function stockStatusOf(body: { stockStatus?: StockStatus; inStock?: boolean }) {
  if (body.inStock === undefined) return body.stockStatus;
  const wanted: StockStatus = body.inStock ? 'in_stock' : 'out_of_stock';
  if (body.stockStatus !== undefined && body.stockStatus !== wanted)
    throw new AppError(
      'VALIDATION_FAILED',
      `inStock ${body.inStock} contradicts stockStatus ${body.stockStatus}`,
    );
  return wanted;
}

/** The warranty as the owner wrote it; blank fields stay blank (no warranty is shown). */
export function warrantyOf(w: Partial<AdminProduct['warranty']> | undefined) {
  return { period: w?.period ?? '', covered: w?.covered ?? '', notCovered: w?.notCovered ?? '' };
}

/** The seller block as the owner wrote it: no rating or years unless entered. */
export function sellerOf(s: Partial<AdminProduct['seller']> | undefined) {
  return {
    name: s?.name ?? '',
    rating: s?.rating ?? null,
    yearsInBusiness: s?.yearsInBusiness ?? null,
  };
}

/**
 * An active product declares its country of origin (docs/decisions/no-invented-product-claims.md);
 * the database refuses it too, this says why in words.
 */
export function assertOriginToPublish(isActive: boolean, countryOfOrigin: string | null) {
  if (isActive && !countryOfOrigin)
    throw new AppError('VALIDATION_FAILED', COUNTRY_REQUIRED_TO_PUBLISH, {
      details: { issues: [{ field: 'countryOfOrigin', message: COUNTRY_REQUIRED_TO_PUBLISH }] },
    });
}

/** A live (not deleted) product's row, locked for the caller's transaction; undefined if none. */
export async function lockLiveProduct(tx: Tx, id: string) {
  if (!UUID.test(id)) return undefined;
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .for('update');
  return row;
}

/**
 * Each variant's own specification values checked against the product's category's attributes
 * (checkedSpecValues: numbers as numbers, choices as the attribute spells them), a problem named
 * by the variant's SKU; a variant without specValues is left as it is
 * (docs/decisions/specifications.md).
 */
export function checkedVariantSpecs(
  defs: AttributeDef[],
  variants: VariantInput[],
): VariantInput[] {
  return variants.map((v) =>
    v.specValues === undefined
      ? v
      : { ...v, specValues: checkedSpecValues(defs, v.specValues, v.sku) },
  );
}

/** The values of `specs` the attributes `defs` have (a product moved to another category keeps only those). */
export function specsWithin(specs: Specs, defs: Pick<AttributeDef, 'key'>[]): Specs {
  const keys = new Set(defs.map((d) => d.key));
  return Object.fromEntries(Object.entries(specs).filter(([k]) => keys.has(k)));
}

/** Drops from every version of a product the values whose keys are not `keys` (its new category's). */
export async function keepVariantSpecs(tx: Tx, productId: string, keys: string[]) {
  const kept = keys.length
    ? sql`e.key in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )})`
    : sql`false`;
  await tx.execute(sql`
    update ${productVariants} v
       set specs = (select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb)
                      from jsonb_each(v.specs) e where ${kept})
     where v.product_id = ${productId} and v.specs <> '{}'::jsonb`);
}
