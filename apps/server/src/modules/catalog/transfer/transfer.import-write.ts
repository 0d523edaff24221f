import { inArray, sql, type SQL } from 'drizzle-orm';
import {
  COUNTRY_REQUIRED_TO_PUBLISH,
  productDefaults,
} from '@propwash/domain/catalog/admin-schemas';
import type { ImportColumnKey } from '@propwash/domain/catalog/import-columns';
import type { ImportRow } from '@propwash/domain/catalog/import-row';
import { emptyDeclarations, type ProductDeclarations } from '@propwash/domain/catalog/declarations';
import { formatPaiseShort, rupeesToPaise } from '@propwash/domain/money';
import { gstPercentToBp } from '@propwash/domain/pricing/gst';
import type { Db, Tx } from '../../../platform/db.ts';
import type { RecordStockChanges } from '../catalog.ports.ts';
import { productImages, products } from '../catalog.tables.ts';
import type { AdminCategoryLookup, CategoryRow } from '../categories/categories.lookup.ts';
import {
  editedProductFields,
  keepVariantSpecs,
  kebab,
  shortCode,
  sellerOf,
  specsWithin,
  type Actor,
} from '../admin/admin.fields.ts';
import type { CatalogService } from '../catalog.service.ts';
import type { AdminProductImages } from '../admin/admin.images.ts';
import type { ImageRow } from '../products/products.images.ts';
import {
  countAction,
  rejectRow,
  sameJson,
  type Prepared,
  type Run,
} from './transfer.import-run.ts';
import { fitSkus } from './transfer.fits.ts';
import { withSpecCells } from './transfer.specs.ts';

// The product rows of a bulk import (docs/decisions/bulk-import-export-columns.md): a batch of
// checked rows is compared with the catalogue, counted as created, updated or unchanged and,
// when the import writes, written with one multi-row upsert. Specification values
// (docs/decisions/specifications.md) are the product's with the file's spec: cells over them;
// a product moved to another category keeps only the values that category has.

type ProductRow = typeof products.$inferSelect;
type ProductInsert = typeof products.$inferInsert;

/** Each declaration field's column (docs/decisions/product-declarations.md). */
const declarationColumns = {
  manufacturerName: 'manufacturer_name',
  manufacturerAddress: 'manufacturer_address',
  importerName: 'importer_name',
  importerAddress: 'importer_address',
  netQuantity: 'net_quantity',
  monthOfManufactureOrImport: 'month_of_manufacture_or_import',
  consumerCare: 'consumer_care',
  bisLicence: 'bis_licence',
  wpcApproval: 'wpc_approval',
  batteryEpr: 'battery_epr',
} as const satisfies Record<keyof ProductDeclarations, ImportColumnKey>;

/** The declarations after a row: its cells over what the product declares (a column left out keeps the field). */
function declarationsAfter(
  d: ImportRow,
  current: ProductDeclarations | undefined,
): ProductDeclarations {
  const next = { ...emptyDeclarations, ...current };
  for (const field of Object.keys(declarationColumns) as (keyof ProductDeclarations)[]) {
    const cell = d[declarationColumns[field]];
    if (cell !== undefined) next[field] = cell;
  }
  return next;
}

/** The product fields an import row can change: compared to tell "unchanged" from "updated". */
const comparedFields = ['slug', ...editedProductFields] as const;

/** The columns an upsert sets on a product that is already there (the rest it leaves alone). */
const upsertSet: Record<string, SQL> = Object.fromEntries(
  [...comparedFields, 'searchKeywords' as const].map((field) => [
    field,
    sql.raw(`excluded."${products[field].name}"`),
  ]),
);

export function createImportWrite(deps: {
  catalog: Pick<CatalogService, 'attributesFor'>;
  categories: Pick<AdminCategoryLookup, 'keywordsFor'>;
  images: Pick<AdminProductImages, 'imagesOf' | 'imageRowsFor'>;
  recordStockChanges: RecordStockChanges;
}) {
  const { keywordsFor } = deps.categories;
  const { imagesOf, imageRowsFor } = deps.images;

  /** The product a row describes: the file's columns, the rest as the product has them now. */
  function nextValues(
    p: Prepared,
    cur: ProductRow | undefined,
    byId: Map<string, CategoryRow>,
    specs: ProductRow['specs'],
  ) {
    const d = p.data;
    const pricePaise = rupeesToPaise(d.price);
    let originalPricePaise: number;
    if (d.mrp !== undefined) originalPricePaise = d.mrp ? rupeesToPaise(d.mrp) : pricePaise;
    else
      originalPricePaise =
        cur && cur.originalPricePaise >= pricePaise ? cur.originalPricePaise : pricePaise;
    const warranty = cur?.warranty ?? { period: '', covered: '', notCovered: '' };
    const next = {
      sku: d.sku,
      slug: d.handle ?? cur?.slug ?? `${kebab(d.name)}-${shortCode(4).toLowerCase()}`,
      name: d.name,
      brand: d.brand ?? cur?.brand ?? '',
      categoryId: p.category.id,
      searchKeywords: keywordsFor(p.category, byId),
      description: d.description,
      pricePaise,
      originalPricePaise,
      costPricePaise:
        d.cost_price !== undefined
          ? d.cost_price === null
            ? null
            : rupeesToPaise(d.cost_price)
          : (cur?.costPricePaise ?? null),
      stock: d.stock ?? cur?.stock ?? 0,
      stockStatus: d.stock_status ?? cur?.stockStatus ?? 'in_stock',
      isActive: d.active ?? cur?.isActive ?? true,
      featured: d.featured ?? cur?.featured ?? false,
      trending: d.trending ?? cur?.trending ?? false,
      freeDelivery: d.free_delivery ?? cur?.freeDelivery ?? false,
      highlights: d.highlights ?? cur?.highlights ?? [],
      whatsInBox: d.whats_in_box ?? cur?.whatsInBox ?? [],
      services: d.services ?? cur?.services ?? [],
      warranty: {
        period: d.warranty_period ?? warranty.period,
        covered: d.warranty_covered ?? warranty.covered,
        notCovered: d.warranty_not_covered ?? warranty.notCovered,
      },
      videoUrl: d.video_url !== undefined ? d.video_url : (cur?.videoUrl ?? null),
      seller: cur?.seller ?? sellerOf(undefined),
      hsnCode: d.hsn ?? cur?.hsnCode ?? productDefaults.hsnCode,
      gstRateBp:
        d.gst_rate !== undefined
          ? gstPercentToBp(d.gst_rate)
          : (cur?.gstRateBp ?? gstPercentToBp(productDefaults.gstRate)),
      countryOfOrigin: d.country_of_origin ?? cur?.countryOfOrigin ?? null,
      shipsBySurface: d.ships_by_surface ?? cur?.shipsBySurface ?? false,
      specs,
      declarations: declarationsAfter(d, cur?.declarations),
      droneWeightGrams:
        d.drone_weight_grams !== undefined ? d.drone_weight_grams : (cur?.droneWeightGrams ?? null),
    } satisfies ProductInsert;
    return next;
  }

  /** Checks a batch against the catalogue, counts what it does and, when writing, writes it. */
  async function flush(
    run: Run,
    batch: Prepared[],
    q: Db | Tx,
    write: Tx | null,
    byId: Map<string, CategoryRow>,
    actor: Actor,
  ) {
    if (batch.length === 0) return;
    const skus = batch.map((p) => p.data.sku);
    const handles = batch.flatMap((p) => (p.data.handle ? [p.data.handle] : []));
    const [existing, slugOwners] = await Promise.all([
      q.select().from(products).where(inArray(products.sku, skus)),
      handles.length
        ? q
            .select({ sku: products.sku, slug: products.slug })
            .from(products)
            .where(inArray(products.slug, handles))
        : Promise.resolve([]),
    ]);
    const bySku = new Map(existing.map((r) => [r.sku, r]));
    const slugOwner = new Map(slugOwners.map((r) => [r.slug, r.sku]));
    const known = await imagesOf(
      q,
      existing.map((r) => r.id),
    );
    const knownFits = batch.some((p) => p.data.compatible_with !== undefined)
      ? await fitSkus(
          q,
          existing.map((r) => r.id),
        )
      : new Map<string, { sku: string; slug: string }[]>();

    type Change = {
      p: Prepared;
      cur: ProductRow | undefined;
      next: ReturnType<typeof nextValues>;
      images: ImageRow[] | undefined;
    };
    const changes: Change[] = [];
    for (const p of batch) {
      const { row, data } = p;
      const cur = bySku.get(data.sku);
      const line = { row, sku: data.sku, name: data.name, inPreview: p.inPreview };
      const fail = (column: ImportColumnKey, message: string) =>
        rejectRow(run, line, [{ column, message }]);
      if (cur?.deletedAt) {
        fail('sku', `SKU ${data.sku} belonged to a deleted product; please use another SKU`);
        continue;
      }
      const owner = data.handle ? slugOwner.get(data.handle) : undefined;
      if (owner !== undefined && owner !== data.sku) {
        fail('handle', `Handle ${data.handle} is used by the product with SKU ${owner}`);
        continue;
      }
      const defs = await deps.catalog.attributesFor(p.category.id);
      const moved = cur !== undefined && cur.categoryId !== p.category.id;
      const base = cur ? (moved ? specsWithin(cur.specs, defs) : cur.specs) : {};
      const specs = withSpecCells(base, p.specCells, defs);
      if (specs.errors.length) {
        rejectRow(run, line, specs.errors);
        continue;
      }
      const next = nextValues(p, cur, byId, specs.specs);
      // A product sold in versions takes its price and stock from them (docs/decisions/variants.md).
      const fromVersions = cur && cur.options.length > 0;
      const curPrices = fromVersions
        ? {
            pricePaise: cur.pricePaise,
            originalPricePaise: cur.originalPricePaise,
            stock: cur.stock,
          }
        : null;
      const versionField = !fromVersions
        ? undefined
        : next.pricePaise !== cur.pricePaise
          ? 'price'
          : next.originalPricePaise !== cur.originalPricePaise
            ? 'mrp'
            : next.stock !== cur.stock
              ? 'stock'
              : undefined;
      const pendingField = versionField
        ? {
            row,
            handle: next.slug,
            error: {
              row,
              column: versionField,
              message: `${cur!.name} is sold in versions: set each version's price and stock on its own row (or in the product form)`,
            },
            preview: p.inPreview
              ? { row, sku: data.sku, name: data.name, action: 'invalid' as const }
              : null,
          }
        : null;
      if (pendingField) {
        // Fine when the file has the product's version rows (read later): checked in settleVariants.
        run.pendingVersionFields.push(pendingField);
      }
      if (curPrices) Object.assign(next, curPrices);
      const refs = data.compatible_with;
      if (refs?.some((r) => r.toUpperCase() === data.sku || r.toLowerCase() === next.slug)) {
        fail('compatible_with', 'A product cannot fit itself');
        continue;
      }
      let fitsChange = false;
      if (refs !== undefined) {
        const now = cur ? (knownFits.get(cur.id) ?? []) : [];
        const matches = (ref: string) =>
          now.some((m) => m.sku === ref.toUpperCase() || m.slug === ref.toLowerCase());
        fitsChange =
          new Set(refs.map((r) => r.toLowerCase())).size !== now.length || !refs.every(matches);
      }
      if (next.isActive && !next.countryOfOrigin) {
        fail('country_of_origin', `${COUNTRY_REQUIRED_TO_PUBLISH} (or set active to no)`);
        continue;
      }
      if (next.originalPricePaise < next.pricePaise) {
        fail(
          'mrp',
          `MRP ${formatPaiseShort(next.originalPricePaise)} cannot be below the price ${formatPaiseShort(next.pricePaise)}`,
        );
        continue;
      }
      const curImages = cur ? (known.get(cur.id) ?? []) : [];
      let images: ImageRow[] | undefined;
      if (data.images !== undefined) {
        try {
          images = imageRowsFor(data.images, curImages, data.name);
        } catch (err) {
          fail('images', (err as Error).message);
          continue;
        }
        if (
          cur &&
          sameJson(
            images.map((i) => i.key),
            curImages.map((i) => i.key),
          )
        )
          images = undefined;
      }
      const same =
        cur !== undefined &&
        images === undefined &&
        !fitsChange &&
        comparedFields.every((f) => sameJson(next[f], cur[f]));
      const action = cur === undefined ? 'create' : same ? 'unchanged' : 'update';
      run.fileProducts.set(next.slug, {
        row,
        name: data.name,
        sku: data.sku,
        categoryId: p.category.id,
      });
      const counter = countAction(run, action);
      if (pendingField) Object.assign(pendingField, { counted: counter });
      if (p.inPreview) run.preview.push({ row, sku: data.sku, name: data.name, action });
      if (action !== 'unchanged') changes.push({ p, cur, next, images });
      if (fitsChange) run.pendingFits.push({ row, sku: data.sku, refs: refs! });
    }

    if (!write || changes.length === 0 || (run.errorCount > 0 && !run.skipInvalid)) return;
    const now = new Date();
    const saved = await write
      .insert(products)
      .values(changes.map((c) => ({ ...c.next, updatedAt: now })))
      .onConflictDoUpdate({ target: products.sku, set: { ...upsertSet, updatedAt: now } })
      .returning({ id: products.id, sku: products.sku });
    const idOf = new Map(saved.map((r) => [r.sku, r.id]));
    // Moved to another category, its versions keep only the values that category has.
    for (const c of changes)
      if (c.cur && c.cur.categoryId !== c.next.categoryId)
        await keepVariantSpecs(
          write,
          c.cur.id,
          (await deps.catalog.attributesFor(c.next.categoryId)).map((d) => d.key),
        );
    const withImages = changes.filter((c) => c.images !== undefined);
    if (withImages.length) {
      const ids = withImages.map((c) => idOf.get(c.next.sku)!);
      await write.delete(productImages).where(inArray(productImages.productId, ids));
      const rows = withImages.flatMap((c) =>
        c.images!.map((img, position) => ({ productId: idOf.get(c.next.sku)!, position, ...img })),
      );
      if (rows.length) await write.insert(productImages).values(rows);
      for (const c of withImages) {
        const kept = new Set(c.images!.map((i) => i.key));
        const before = c.cur ? (known.get(c.cur.id) ?? []) : [];
        run.removedImageKeys.push(...before.map((i) => i.key).filter((k) => !kept.has(k)));
      }
    }
    // A new product's first stock waits for the end of the file: if it has version rows, its
    // versions' movements say it (settleVariants).
    for (const c of changes)
      if (!c.cur && c.next.stock !== 0)
        run.newStock.push({
          productId: idOf.get(c.next.sku)!,
          slug: c.next.slug,
          after: c.next.stock,
        });
    await deps.recordStockChanges(
      write,
      changes
        .filter((c) => c.cur)
        .map((c) => ({
          productId: idOf.get(c.next.sku)!,
          before: c.cur!.stock,
          after: c.next.stock,
          actorUserId: actor.id,
        })),
    );
  }

  return { flush };
}
export type ImportWrite = ReturnType<typeof createImportWrite>;
