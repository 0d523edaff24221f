import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  variantLabel,
  variantProblems,
  type AdminVariant,
  type ProductOption,
  type StoreVariant,
  type VariantChoice,
  type VariantInput,
} from '@propwash/domain/catalog/variants';
import { paiseToRupees, rupeesToPaise } from '@propwash/domain/money';
import type { Specs } from '@propwash/domain/catalog/specs';
import { AppError } from '../../../platform/app-error.ts';
import { isUniqueViolation } from '../../../platform/pg-errors.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import type { RecordStockChange } from '../catalog.ports.ts';
import { products, productVariants } from '../catalog.tables.ts';

// Variants (docs/decisions/variants.md): the store's and the admin's reads of a product's
// variants, and the admin's write of the whole set, which keeps the product row's price, stock and
// priceVaries in step in the same transaction.

/** A variant as the store reads it, aggregated beside its product (paise). */
export type VariantJson = {
  id: string;
  sku: string;
  options: VariantChoice;
  pricePaise: number;
  originalPricePaise: number;
  stock: number;
  images: string[];
  isActive: boolean;
  specs: Specs;
};

/**
 * The product's variants (active only unless `all`) as one json column of the product's own
 * query, in display order: a product page stays one round trip.
 */
export function variantsJsonSql(opts: { all: boolean }) {
  return sql<VariantJson[] | string>`(
    select coalesce(json_agg(json_build_object('id', v.id, 'sku', v.sku, 'options', v.options,
             'pricePaise', v.price_paise, 'originalPricePaise', v.original_price_paise,
             'stock', v.stock, 'images', v.images, 'isActive', v.is_active, 'specs', v.specs)
           order by v.sort_order, v.id), '[]'::json)
      from ${productVariants} v
     where v.product_id = catalog_product.id ${opts.all ? sql`` : sql`and v.is_active`})`;
}

const parsed = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

export function toStoreVariants(
  json: VariantJson[] | string,
  productInStock: boolean,
): StoreVariant[] {
  return parsed(json).map((v) => ({
    id: v.id,
    sku: v.sku,
    options: v.options,
    price: paiseToRupees(v.pricePaise),
    originalPrice: paiseToRupees(v.originalPricePaise),
    stock: v.stock,
    inStock: productInStock && v.stock > 0,
    image: v.images[0] ?? null,
    specs: v.specs,
  }));
}

export function toAdminVariants(
  json: VariantJson[] | string,
  statusInStock: boolean,
): AdminVariant[] {
  return parsed(json).map((v) => ({
    // The admin reads a variant's own values as specValues, the name its writes use.
    ...withoutSpecs(toStoreVariants([v], statusInStock)[0]!),
    inStock: statusInStock && v.isActive && v.stock > 0,
    isActive: v.isActive,
    images: v.images,
    specValues: v.specs,
  }));
}

const withoutSpecs = ({ specs: _specs, ...rest }: StoreVariant) => rest;

/** What the product row shows of its variants: cheapest active price, summed active stock. */
export type VariantSummary = {
  pricePaise: number;
  originalPricePaise: number;
  stock: number;
  priceVaries: boolean;
};

export function summarizeVariants(
  rows: { pricePaise: number; originalPricePaise: number; stock: number; isActive: boolean }[],
): VariantSummary | null {
  if (rows.length === 0) return null;
  const active = rows.filter((r) => r.isActive);
  // With every variant inactive the product shows the cheapest one's price (and no stock).
  const priced = active.length > 0 ? active : rows;
  const cheapest = priced.reduce((a, b) => (b.pricePaise < a.pricePaise ? b : a));
  return {
    pricePaise: cheapest.pricePaise,
    originalPricePaise: cheapest.originalPricePaise,
    stock: active.reduce((n, r) => n + r.stock, 0),
    priceVaries: new Set(active.map((r) => r.pricePaise)).size > 1,
  };
}

/** 400 with the first problem of a set of options and variants (all of them in details). */
export function assertVariantSet(options: ProductOption[], variants: VariantInput[]): void {
  const problems = variantProblems(options, variants);
  if (problems.length > 0) {
    throw new AppError('VALIDATION_FAILED', problems[0]!, { details: { problems } });
  }
}

const skuUsed = (sku: string) => new AppError('CONFLICT', `SKU ${sku} is already used`);

/**
 * Refuses SKUs another product or another product's variant uses (case-insensitive): a SKU names
 * one thing the shop sells. `productId`: the product being saved (its own SKUs are fine).
 */
export async function assertSkusFree(
  q: Db | Tx,
  skus: string[],
  productId: string | null,
): Promise<void> {
  if (skus.length === 0) return;
  const upper = [...new Set(skus.map((s) => s.toUpperCase()))];
  const lower = [...new Set(skus.map((s) => s.toLowerCase()))];
  const notThis = (col: typeof products.id | typeof productVariants.productId) =>
    productId ? ne(col, productId) : sql`true`;
  const [byProduct, byVariant] = await Promise.all([
    q
      .select({ sku: products.sku })
      .from(products)
      .where(and(inArray(sql`upper(${products.sku})`, upper), notThis(products.id)))
      .limit(1),
    q
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .where(
        and(inArray(sql`lower(${productVariants.sku})`, lower), notThis(productVariants.productId)),
      )
      .limit(1),
  ]);
  const taken = byProduct[0]?.sku ?? byVariant[0]?.sku;
  if (taken !== undefined) {
    const asSent = skus.find((s) => s.toLowerCase() === taken.toLowerCase()) ?? taken;
    throw skuUsed(asSent);
  }
}

/** Which of these variants an order names (the orders module answers; app-services.ts). */
export type OrderedVariants = (tx: Tx, variantIds: string[]) => Promise<Set<string>>;

/**
 * Replaces a product's variants with `inputs` in the caller's transaction (the product row locked
 * by the caller): entries with `id` update that variant, entries without create one, variants left
 * out are deleted, or deactivated when an order names them. Every stock change records a movement
 * for its variant. Answers what the product row must show (null: no variants remain).
 */
export async function saveVariants(
  tx: Tx,
  input: {
    productId: string;
    options: ProductOption[];
    variants: VariantInput[];
    actorUserId: string | null;
  },
  deps: { recordStockChange: RecordStockChange; orderedVariants: OrderedVariants },
): Promise<VariantSummary | null> {
  const { productId, options } = input;
  const current = await tx
    .select({
      id: productVariants.id,
      sku: productVariants.sku,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.sortOrder));
  const known = new Map(current.map((v) => [v.id, v]));
  for (const v of input.variants) {
    if (v.id !== undefined && !known.has(v.id)) {
      throw new AppError('VALIDATION_FAILED', `${v.sku}: this variant belongs to no such product`);
    }
  }
  const kept = new Set(input.variants.flatMap((v) => (v.id ? [v.id] : [])));
  const dropped = current.filter((v) => !kept.has(v.id)).map((v) => v.id);
  let retired: string[] = [];
  if (dropped.length > 0) {
    const ordered = await deps.orderedVariants(tx, dropped);
    retired = dropped.filter((id) => ordered.has(id));
    const deletable = dropped.filter((id) => !ordered.has(id));
    if (deletable.length > 0) {
      await tx.delete(productVariants).where(inArray(productVariants.id, deletable));
    }
    if (retired.length > 0) {
      // Kept for the orders that name them; their stock no longer counts.
      await tx
        .update(productVariants)
        .set({ isActive: false, updatedAt: new Date() })
        .where(inArray(productVariants.id, retired));
      const retiredSkus = new Set(
        current.filter((v) => retired.includes(v.id)).map((v) => v.sku.toLowerCase()),
      );
      const clash = input.variants.find((v) => retiredSkus.has(v.sku.toLowerCase()));
      if (clash) throw skuUsed(clash.sku);
    }
  }
  const rows: {
    pricePaise: number;
    originalPricePaise: number;
    stock: number;
    isActive: boolean;
  }[] = [];
  try {
    for (const [i, v] of input.variants.entries()) {
      const pricePaise = rupeesToPaise(v.price);
      const originalPricePaise = Math.max(
        v.originalPrice ? rupeesToPaise(v.originalPrice) : pricePaise,
        pricePaise,
      );
      const values = {
        sku: v.sku,
        options: v.options,
        label: variantLabel(options, v.options),
        pricePaise,
        originalPricePaise,
        stock: v.stock,
        isActive: v.isActive,
        images: v.images,
        ...(v.specValues !== undefined || !v.id ? { specs: v.specValues ?? {} } : {}),
        sortOrder: i,
        updatedAt: new Date(),
      };
      let variantId: string;
      let before = 0;
      if (v.id) {
        variantId = v.id;
        before = known.get(v.id)!.stock;
        await tx.update(productVariants).set(values).where(eq(productVariants.id, v.id));
      } else {
        const [row] = await tx
          .insert(productVariants)
          .values({ ...values, productId })
          .returning({ id: productVariants.id });
        variantId = row!.id;
      }
      await deps.recordStockChange(tx, {
        productId,
        variantId,
        before,
        after: v.stock,
        actorUserId: input.actorUserId,
      });
      rows.push({ pricePaise, originalPricePaise, stock: v.stock, isActive: v.isActive });
    }
  } catch (err) {
    if (isUniqueViolation(err, 'catalog_variant_sku_uq')) {
      // A SKU kept by a variant retired above (an order names it), or taken meanwhile.
      throw new AppError('CONFLICT', 'A SKU of these variants is already used');
    }
    throw err;
  }
  return summarizeVariants(rows);
}

/** The product's variants as inputs (to check a new set of options against them). */
export async function variantInputsOf(q: Db | Tx, productId: string): Promise<VariantInput[]> {
  const rows = await q
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.sortOrder));
  return rows.map((r) => ({
    id: r.id,
    sku: r.sku,
    options: r.options,
    price: paiseToRupees(r.pricePaise),
    originalPrice: paiseToRupees(r.originalPricePaise),
    stock: r.stock,
    isActive: r.isActive,
    images: r.images,
    specValues: r.specs,
  }));
}
