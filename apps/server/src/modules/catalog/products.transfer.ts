import { randomUUID } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { and, asc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { productDefaults } from '@propwash/domain/catalog/admin-schemas';
import {
  IMPORT_MAX_LISTED_ERRORS,
  IMPORT_MAX_PREVIEW_ROWS,
  LIST_SEPARATOR,
  headerProblemMessage,
  importColumnKeys,
  isVariantRow,
  optionColumns,
  parseImportRow,
  parseVariantRow,
  readHeader,
  requiredImportColumns,
  type ImportColumnKey,
  type ImportError,
  type ImportPreviewRow,
  type ImportReport,
  type ImportRow,
  type VariantImportRow,
} from '@propwash/domain/catalog/import-schemas';
import {
  variantLabel,
  variantProblems,
  type ProductOption,
  type VariantChoice,
  type VariantInput,
} from '@propwash/domain/catalog/variants';
import { formatPaiseShort, paiseToRupees, rupeesToPaise } from '@propwash/domain/money';
import { csvLine } from '@propwash/domain/platform/csv';
import { gstBpToPercent, gstPercentToBp } from '@propwash/domain/pricing/gst';
import { AppError } from '../../platform/app-error.ts';
import type { AuditTrail } from '../../platform/audit.ts';
import type { Db, Tx } from '../../platform/db.ts';
import type { Storage } from '../../platform/storage.ts';
import type { RecordStockChange, RecordStockChanges } from './admin-stock.ts';
import {
  assertSkusFree,
  saveVariants,
  variantInputsOf,
  type OrderedVariants,
} from './catalog.variants.ts';
import type { CatalogService } from './catalog.service.ts';
import { productImages, products, productVariants } from './catalog.tables.ts';
import { productFits } from './fits.tables.ts';
import type { AdminCategoryLookup, CategoryRow } from './products.admin-categories.ts';
import { kebab, shortCode, withSellerDefaults, type Actor } from './products.admin-fields.ts';
import type { AdminProductImages } from './products.admin-images.ts';
import type { ImageRow } from './product-images.ts';
import { readImportFile, type ImportFileKind } from './products.import-file.ts';

// Bulk catalogue export and import (docs/decisions.md, "Bulk import and export"). The export
// streams every live product, a page at a time, in the import's column set; the import reads an
// upload row by row, checks each row with the domain's row schema, and writes valid rows in
// batches of multi-row upserts inside one transaction, which is rolled back when any row is
// invalid (unless the caller asked to skip invalid rows).

type ProductRow = typeof products.$inferSelect;
type ProductInsert = typeof products.$inferInsert;

const BATCH_ROWS = 500;
const EXPORT_PAGE = 1000;
const yesNo = (b: boolean) => (b ? 'yes' : 'no');

/** Thrown inside the transaction to roll back an import that may not be written. */
class Rollback extends Error {}

/** The product fields an import row can change: compared to tell "unchanged" from "updated". */
const comparedFields = [
  'slug',
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
  'highlights',
  'whatsInBox',
  'services',
  'warranty',
  'videoUrl',
  'hsnCode',
  'gstRateBp',
  'countryOfOrigin',
  'shipsBySurface',
] as const satisfies readonly (keyof ProductRow)[];

/** The columns an upsert sets on a product that is already there (the rest it leaves alone). */
const upsertSet: Record<string, SQL> = Object.fromEntries(
  [...comparedFields, 'searchKeywords' as const].map((field) => [
    field,
    sql.raw(`excluded."${products[field].name}"`),
  ]),
);

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function createProductTransfer(deps: {
  db: Db;
  storage: Storage;
  catalog: Pick<CatalogService, 'invalidateListings'>;
  categories: AdminCategoryLookup;
  images: AdminProductImages;
  recordStockChanges: RecordStockChanges;
  recordStockChange: RecordStockChange;
  orderedVariants: OrderedVariants;
  audit: AuditTrail;
}) {
  const { db, storage, catalog } = deps;
  const { allCategories, pathOf, resolveCategory, keywordsFor } = deps.categories;
  const { imagesOf, imageRowsFor, dropUnusedImages } = deps.images;

  /** The live models each part fits (their SKU and handle), in SKU order. */
  async function fitSkus(q: Db | Tx, partIds: string[]) {
    const byPart = new Map<string, { sku: string; slug: string }[]>();
    if (partIds.length === 0) return byPart;
    const rows = await q
      .select({ partId: productFits.partId, sku: products.sku, slug: products.slug })
      .from(productFits)
      .innerJoin(products, eq(products.id, productFits.modelId))
      .where(and(inArray(productFits.partId, partIds), isNull(products.deletedAt)))
      .orderBy(asc(products.sku));
    for (const { partId, ...model } of rows)
      byPart.set(partId, [...(byPart.get(partId) ?? []), model]);
    return byPart;
  }

  /** Every live product in SKU order, a page at a time, as the import's cells. */
  async function* exportRows(): AsyncGenerator<(string | number)[][]> {
    const cats = await allCategories();
    const byId = new Map(cats.map((c) => [c.id, c]));
    let after: string | null = null;
    for (;;) {
      const page: ProductRow[] = await db
        .select()
        .from(products)
        .where(
          and(isNull(products.deletedAt), after === null ? undefined : gt(products.sku, after)),
        )
        .orderBy(asc(products.sku))
        .limit(EXPORT_PAGE);
      if (page.length === 0) return;
      const images = await imagesOf(
        db,
        page.map((r) => r.id),
      );
      const fits = await fitSkus(
        db,
        page.map((r) => r.id),
      );
      const withOptions = page.filter((r) => r.options.length > 0).map((r) => r.id);
      const variantsOf = new Map<string, (typeof productVariants.$inferSelect)[]>();
      if (withOptions.length) {
        const rows = await db
          .select()
          .from(productVariants)
          .where(inArray(productVariants.productId, withOptions))
          .orderBy(asc(productVariants.productId), asc(productVariants.sortOrder));
        for (const v of rows)
          variantsOf.set(v.productId, [...(variantsOf.get(v.productId) ?? []), v]);
      }
      yield page.flatMap((r) => {
        const cat = byId.get(r.categoryId);
        const cells: Record<ImportColumnKey, string | number> = {
          handle: r.slug,
          sku: r.sku,
          name: r.name,
          category: cat ? pathOf(cat, byId) : '',
          brand: r.brand,
          description: r.description,
          price: paiseToRupees(r.pricePaise),
          mrp: paiseToRupees(r.originalPricePaise),
          cost_price: r.costPricePaise === null ? '' : paiseToRupees(r.costPricePaise),
          stock: r.stock,
          stock_status: r.stockStatus,
          active: yesNo(r.isActive),
          featured: yesNo(r.featured),
          trending: yesNo(r.trending),
          free_delivery: yesNo(r.freeDelivery),
          gst_rate: gstBpToPercent(r.gstRateBp),
          hsn: r.hsnCode,
          country_of_origin: r.countryOfOrigin,
          images: (images.get(r.id) ?? [])
            .map((i) => storage.publicUrl(`${i.key}-1280.webp`))
            .join(LIST_SEPARATOR),
          highlights: r.highlights.join(LIST_SEPARATOR),
          whats_in_box: r.whatsInBox.join(LIST_SEPARATOR),
          services: r.services.join(LIST_SEPARATOR),
          warranty_period: r.warranty.period,
          warranty_covered: r.warranty.covered,
          warranty_not_covered: r.warranty.notCovered,
          video_url: r.videoUrl ?? '',
          ships_by_surface: yesNo(r.shipsBySurface),
          compatible_with: (fits.get(r.id) ?? []).map((m) => m.sku).join(LIST_SEPARATOR),
          option1_name: '',
          option1_value: '',
          option2_name: '',
          option2_value: '',
          option3_name: '',
          option3_value: '',
        };
        // A product sold in versions: its row, then one row per version (docs/decisions.md).
        const versionRows = (variantsOf.get(r.id) ?? []).map((v) => {
          const vc: Partial<Record<ImportColumnKey, string | number>> = {
            handle: r.slug,
            sku: v.sku,
            price: paiseToRupees(v.pricePaise),
            mrp: paiseToRupees(v.originalPricePaise),
            stock: v.stock,
            active: yesNo(v.isActive),
            images: v.images.join(LIST_SEPARATOR),
          };
          r.options.forEach((o, i) => {
            const col = optionColumns[i];
            if (!col) return;
            vc[col.name] = o.name;
            vc[col.value] = v.options[o.name] ?? '';
          });
          return importColumnKeys.map((k) => vc[k] ?? '');
        });
        return [importColumnKeys.map((k) => cells[k]), ...versionRows];
      });
      if (page.length < EXPORT_PAGE) return;
      after = page[page.length - 1]!.sku;
    }
  }

  type Prepared = {
    row: number;
    data: ImportRow;
    category: CategoryRow;
    inPreview: boolean;
  };

  /** One import's running state: counts, the lowest-numbered errors, the preview. */
  function newRun(opts: { dryRun: boolean; skipInvalid: boolean }) {
    return {
      ...opts,
      created: 0,
      updated: 0,
      unchanged: 0,
      invalidRows: new Set<number>(),
      errors: [] as ImportError[],
      errorCount: 0,
      preview: [] as ImportPreviewRow[],
      dataRows: 0,
      skuRow: new Map<string, number>(),
      handleRow: new Map<string, number>(),
      removedImageKeys: [] as string[],
      /** Rows whose compatible_with changes: checked and written once every row is in. */
      pendingFits: [] as { row: number; sku: string; refs: string[] }[],
      /** Version rows, written once every product row is in (docs/decisions.md). */
      variantRows: [] as { row: number; data: VariantImportRow; inPreview: boolean }[],
      variantSkuRow: new Map<string, number>(),
      /** New products' stock, recorded at the end unless the file gives their versions. */
      newStock: [] as { productId: string; slug: string; after: number }[],
      /** Valid product rows by the handle they give their product. */
      fileProducts: new Map<string, { row: number; name: string; sku: string }>(),
      /** Price/stock changes of a product sold in versions: errors unless the file has its versions. */
      pendingVersionFields: [] as {
        row: number;
        handle: string;
        error: ImportError;
        preview: ImportPreviewRow | null;
        counted?: 'created' | 'updated' | 'unchanged';
      }[],
    };
  }
  type Run = ReturnType<typeof newRun>;

  function addError(run: Run, error: ImportError) {
    run.errorCount += 1;
    run.invalidRows.add(error.row);
    run.errors.push(error);
    // Batches report a little out of row order: keep the lowest-numbered ones, memory bounded.
    if (run.errors.length > 2 * IMPORT_MAX_LISTED_ERRORS) {
      run.errors.sort((a, b) => a.row - b.row);
      run.errors.length = IMPORT_MAX_LISTED_ERRORS;
    }
  }

  /** The product a row describes: the file's columns, the rest as the product has them now. */
  function nextValues(p: Prepared, cur: ProductRow | undefined, byId: Map<string, CategoryRow>) {
    const d = p.data;
    const pricePaise = rupeesToPaise(d.price);
    let originalPricePaise: number;
    if (d.mrp !== undefined) originalPricePaise = d.mrp ? rupeesToPaise(d.mrp) : pricePaise;
    else
      originalPricePaise =
        cur && cur.originalPricePaise >= pricePaise ? cur.originalPricePaise : pricePaise;
    const warranty = cur?.warranty ?? productDefaults.warranty;
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
      seller: cur?.seller ?? withSellerDefaults(undefined),
      hsnCode: d.hsn ?? cur?.hsnCode ?? productDefaults.hsnCode,
      gstRateBp:
        d.gst_rate !== undefined
          ? gstPercentToBp(d.gst_rate)
          : (cur?.gstRateBp ?? gstPercentToBp(productDefaults.gstRate)),
      countryOfOrigin:
        d.country_of_origin ?? cur?.countryOfOrigin ?? productDefaults.countryOfOrigin,
      shipsBySurface: d.ships_by_surface ?? cur?.shipsBySurface ?? false,
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
      const fail = (column: ImportColumnKey, message: string) => {
        addError(run, { row, column, message });
        if (p.inPreview)
          run.preview.push({ row, sku: data.sku, name: data.name, action: 'invalid' });
      };
      if (cur?.deletedAt) {
        fail('sku', `SKU ${data.sku} belonged to a deleted product; please use another SKU`);
        continue;
      }
      const owner = data.handle ? slugOwner.get(data.handle) : undefined;
      if (owner !== undefined && owner !== data.sku) {
        fail('handle', `Handle ${data.handle} is used by the product with SKU ${owner}`);
        continue;
      }
      const next = nextValues(p, cur, byId);
      // A product sold in versions takes its price and stock from them (docs/decisions.md, "Variants").
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
      run.fileProducts.set(next.slug, { row, name: data.name, sku: data.sku });
      const counter =
        action === 'create' ? 'created' : action === 'update' ? 'updated' : 'unchanged';
      run[counter] += 1;
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

  /**
   * compatible_with, once every row is in (a part may name a model further down the file): each
   * SKU or handle must be a live product or a row of the file; then each part's list is replaced.
   */
  async function settleFits(run: Run, q: Db | Tx, write: Tx | null) {
    const pending = run.pendingFits;
    for (let i = 0; i < pending.length; i += BATCH_ROWS) {
      const chunk = pending.slice(i, i + BATCH_ROWS);
      const refs = [...new Set(chunk.flatMap((p) => p.refs))];
      const found = await q
        .select({ id: products.id, sku: products.sku, slug: products.slug })
        .from(products)
        .where(
          and(
            isNull(products.deletedAt),
            or(
              inArray(
                products.sku,
                refs.map((r) => r.toUpperCase()),
              ),
              inArray(
                products.slug,
                refs.map((r) => r.toLowerCase()),
              ),
            ),
          ),
        );
      const idOf = (ref: string) =>
        found.find((f) => f.sku === ref.toUpperCase() || f.slug === ref.toLowerCase())?.id;
      const inFile = (ref: string) =>
        run.skuRow.has(ref.toUpperCase()) || run.handleRow.has(ref.toLowerCase());
      const ready: { partSku: string; modelIds: string[] }[] = [];
      for (const p of chunk) {
        const unknown = p.refs.filter((r) => !idOf(r) && !inFile(r));
        if (unknown.length) {
          addError(run, {
            row: p.row,
            column: 'compatible_with',
            message: `No product has the SKU or handle ${unknown.join(', ')}`,
          });
          continue;
        }
        ready.push({ partSku: p.sku, modelIds: p.refs.map(idOf).filter((id) => id !== undefined) });
      }
      if (!write || (run.errorCount > 0 && !run.skipInvalid) || ready.length === 0) continue;
      const parts = await write
        .select({ id: products.id, sku: products.sku })
        .from(products)
        .where(
          inArray(
            products.sku,
            ready.map((r) => r.partSku),
          ),
        );
      const partId = new Map(parts.map((r) => [r.sku, r.id]));
      const ids = ready.flatMap((r) => (partId.has(r.partSku) ? [partId.get(r.partSku)!] : []));
      if (ids.length) await write.delete(productFits).where(inArray(productFits.partId, ids));
      const rows = ready.flatMap((r) =>
        partId.has(r.partSku)
          ? [...new Set(r.modelIds)].map((modelId) => ({ partId: partId.get(r.partSku)!, modelId }))
          : [],
      );
      if (rows.length) await write.insert(productFits).values(rows).onConflictDoNothing();
    }
  }

  /**
   * Version rows, once every product row is in (a product's row may come before or after them, or
   * the product may be in the catalogue already): grouped by handle, matched by SKU among the
   * product's variants, checked with variantProblems and written through saveVariants, the
   * admin's write. Variants of the product the file leaves out stay as they are.
   */
  async function settleVariants(run: Run, q: Db | Tx, write: Tx | null, actor: Actor) {
    const groups = new Map<string, Run['variantRows']>();
    for (const v of run.variantRows)
      groups.set(v.data.handle, [...(groups.get(v.data.handle) ?? []), v]);
    for (const pending of run.pendingVersionFields) {
      if (groups.has(pending.handle)) continue;
      addError(run, pending.error);
      if (pending.counted) run[pending.counted] -= 1;
      if (pending.preview) {
        run.preview = run.preview.filter((r) => r.row !== pending.row);
        run.preview.push(pending.preview);
      }
    }
    if (write && (run.errorCount === 0 || run.skipInvalid)) {
      const plain = run.newStock.filter((n) => !groups.has(n.slug));
      for (let i = 0; i < plain.length; i += BATCH_ROWS)
        await deps.recordStockChanges(
          write,
          plain.slice(i, i + BATCH_ROWS).map((n) => ({
            productId: n.productId,
            before: 0,
            after: n.after,
            actorUserId: actor.id,
          })),
        );
    }
    const handles = [...groups.keys()];
    for (let i = 0; i < handles.length; i += BATCH_ROWS) {
      const chunk = handles.slice(i, i + BATCH_ROWS);
      // The product by its handle, or (a dry run giving it a new handle) by its row's SKU.
      const skus = chunk.flatMap((h) => {
        const f = run.fileProducts.get(h);
        return f ? [f.sku] : [];
      });
      const found = await q
        .select({
          id: products.id,
          sku: products.sku,
          slug: products.slug,
          name: products.name,
          options: products.options,
          deletedAt: products.deletedAt,
        })
        .from(products)
        .where(
          skus.length
            ? or(inArray(products.slug, chunk), inArray(products.sku, skus))
            : inArray(products.slug, chunk),
        );
      const live = found.filter((f) => !f.deletedAt);
      for (const handle of chunk) {
        const rows = groups.get(handle)!;
        const inFile = run.fileProducts.get(handle);
        const prod =
          (inFile && live.find((f) => f.sku === inFile.sku)) ?? live.find((f) => f.slug === handle);
        const name = prod?.name ?? inFile?.name ?? handle;
        const failRow = (
          r: Run['variantRows'][number],
          column: ImportColumnKey | null,
          message: string,
        ) => {
          addError(run, { row: r.row, column, message });
          if (r.inPreview)
            run.preview.push({ row: r.row, sku: r.data.sku, name, action: 'invalid' });
        };
        if (!prod && !inFile) {
          const message = run.handleRow.has(handle)
            ? `The row of product ${handle} (row ${run.handleRow.get(handle)}) has errors`
            : `No product has the handle ${handle}: add its product row to the file`;
          for (const r of rows) failRow(r, 'handle', message);
          continue;
        }
        const current = prod ? await variantInputsOf(q, prod.id) : [];
        const fixedOptions = prod !== undefined && prod.options.length > 0;
        const options: ProductOption[] = fixedOptions
          ? prod.options.map((o) => ({ name: o.name, values: [...o.values] }))
          : [];
        // Each row's choice, the option names matched to the product's (case-blind).
        const choices = rows.map((r) => {
          const choice: VariantChoice = {};
          const columnOf = new Map<string, ImportColumnKey>();
          for (const c of optionColumns) {
            const n = r.data[c.name];
            const value = r.data[c.value];
            if (!n || !value) continue;
            let opt = options.find((o) => o.name.toLowerCase() === n.toLowerCase());
            if (!opt && !fixedOptions) {
              opt = { name: n, values: [] };
              options.push(opt);
            }
            const optName = opt?.name ?? n;
            if (opt && !fixedOptions && !opt.values.some((x) => x === value))
              opt.values.push(value);
            choice[optName] = value;
            columnOf.set(`name:${optName}`, c.name);
            columnOf.set(`value:${optName}`, c.value);
          }
          return { choice, columnOf };
        });
        const merged: VariantInput[] = current.map((v) => ({ ...v }));
        const indexOfSku = new Map(merged.map((v, idx) => [v.sku.toLowerCase(), idx]));
        const rowVariants: { r: Run['variantRows'][number]; idx: number; isNew: boolean }[] = [];
        for (const [k, r] of rows.entries()) {
          const { choice, columnOf } = choices[k]!;
          const d = r.data;
          if (d.sku === (prod?.sku ?? inFile?.sku)) {
            failRow(r, 'sku', `SKU ${d.sku} is the product's own: each version needs its own SKU`);
            continue;
          }
          const at = indexOfSku.get(d.sku.toLowerCase());
          const cur = at !== undefined ? merged[at] : undefined;
          const originalPrice =
            d.mrp === undefined ? cur?.originalPrice : d.mrp === null ? undefined : d.mrp;
          if (originalPrice !== undefined && originalPrice < d.price && d.mrp !== undefined) {
            failRow(r, 'mrp', `MRP ₹${originalPrice} cannot be below the price ₹${d.price}`);
            continue;
          }
          const v: VariantInput = {
            ...(cur?.id ? { id: cur.id } : {}),
            sku: cur?.sku ?? d.sku,
            options: choice,
            price: d.price,
            ...(originalPrice !== undefined ? { originalPrice } : {}),
            stock: d.stock ?? cur?.stock ?? 0,
            isActive: d.active ?? cur?.isActive ?? true,
            images: d.images ?? cur?.images ?? [],
          };
          const problems = variantProblems(options, [v]);
          if (problems.length) {
            const msg = problems[0]!;
            const named = options.find((o) => msg.endsWith(` is not a value of ${o.name}`));
            const column: ImportColumnKey = named
              ? (columnOf.get(`value:${named.name}`) ?? 'option1_value')
              : msg.includes('no option named')
                ? 'option1_name'
                : 'option1_value';
            failRow(r, column, msg.replace(`${v.sku}: `, ''));
            continue;
          }
          if (cur) {
            merged[at!] = v;
            rowVariants.push({ r, idx: at!, isNew: false });
          } else {
            merged.push(v);
            indexOfSku.set(d.sku.toLowerCase(), merged.length - 1);
            rowVariants.push({ r, idx: merged.length - 1, isNew: true });
          }
        }
        // A row that cannot be written goes back to the variant as it is (or is not added).
        const removed = new Set<number>();
        const drop = (rv: (typeof rowVariants)[number]) => {
          if (rv.isNew) removed.add(rv.idx);
          else merged[rv.idx] = current[rv.idx]!;
        };
        const bad = new Set<(typeof rowVariants)[number]>();
        // A combination sold twice: the error of the file's row(s) that made it so.
        const comboOf = (v: VariantInput) =>
          options.map((o) => v.options[o.name] ?? '').join('\u0000');
        for (const rv of rowVariants) {
          const combo = comboOf(merged[rv.idx]!);
          const other = merged.findIndex((v, idx) => idx !== rv.idx && comboOf(v) === combo);
          if (other === -1) continue;
          const label = variantLabel(options, merged[rv.idx]!.options);
          failRow(
            rv.r,
            'option1_value',
            `${label} is also the version with SKU ${merged[other]!.sku}`,
          );
          bad.add(rv);
        }
        for (const rv of rowVariants) {
          if (!rv.isNew || bad.has(rv)) continue;
          try {
            await assertSkusFree(q, [rv.r.data.sku], prod?.id ?? null);
          } catch (err) {
            if (!(err instanceof AppError)) throw err;
            failRow(rv.r, 'sku', err.message);
            bad.add(rv);
          }
        }
        for (const rv of bad) drop(rv);
        const good = rowVariants.filter((rv) => !bad.has(rv));
        const final = merged.filter((_, idx) => !removed.has(idx));
        if (good.length === 0) continue;
        const setProblems = variantProblems(options, final);
        if (setProblems.length) {
          for (const rv of good) failRow(rv.r, null, setProblems[0]!);
          continue;
        }
        let changed = !fixedOptions;
        for (const { r, idx, isNew } of good) {
          const v = merged[idx]!;
          const before = current[idx];
          const paise = (n: number | undefined, price: number) =>
            Math.max(n ? rupeesToPaise(n) : rupeesToPaise(price), rupeesToPaise(price));
          const same =
            !isNew &&
            before !== undefined &&
            rupeesToPaise(before.price) === rupeesToPaise(v.price) &&
            paise(before.originalPrice, before.price) === paise(v.originalPrice, v.price) &&
            before.stock === v.stock &&
            before.isActive === v.isActive &&
            sameJson(before.images, v.images) &&
            sameJson(
              options.map((o) => before.options[o.name]),
              options.map((o) => v.options[o.name]),
            );
          const action = isNew ? 'create' : same ? 'unchanged' : 'update';
          run[action === 'create' ? 'created' : action === 'update' ? 'updated' : 'unchanged'] += 1;
          const label = variantLabel(options, v.options);
          if (r.inPreview)
            run.preview.push({ row: r.row, sku: v.sku, name: `${name} — ${label}`, action });
          if (!same) changed = true;
        }
        if (!write || !changed || !prod || (run.errorCount > 0 && !run.skipInvalid)) continue;
        // The product row first, as the admin write locks it (docs/decisions.md, "Variants").
        await write.execute(sql`select id from ${products} where id = ${prod.id} for update`);
        const summary = await saveVariants(
          write,
          { productId: prod.id, options, variants: final, actorUserId: actor.id },
          { recordStockChange: deps.recordStockChange, orderedVariants: deps.orderedVariants },
        );
        await write
          .update(products)
          .set({
            options,
            pricePaise: summary!.pricePaise,
            originalPricePaise: summary!.originalPricePaise,
            stock: summary!.stock,
            priceVaries: summary!.priceVaries,
            updatedAt: new Date(),
          })
          .where(eq(products.id, prod.id));
      }
    }
  }

  /** Reads the file and checks every row; with `write`, writes the valid ones as it goes. */
  async function runImport(
    run: Run,
    file: { path: string; kind: ImportFileKind },
    q: Db | Tx,
    write: Tx | null,
    actor: Actor,
  ) {
    const cats = await allCategories();
    const byId = new Map(cats.map((c) => [c.id, c]));
    const categoryOf = new Map<string, CategoryRow | null>();
    let columns: (ImportColumnKey | null)[] | null = null;
    let batch: Prepared[] = [];
    for await (const { row, cells } of readImportFile(file.path, file.kind)) {
      if (!columns) {
        const header = readHeader(cells);
        if (!header.ok)
          throw new AppError('VALIDATION_FAILED', headerProblemMessage(header.problems), {
            details: { row, ...header.problems },
          });
        columns = header.columns;
        continue;
      }
      run.dataRows += 1;
      const inPreview = run.dataRows <= IMPORT_MAX_PREVIEW_ROWS;
      const values: Partial<Record<ImportColumnKey, string>> = {};
      columns.forEach((col, i) => {
        if (col) values[col] = cells[i] ?? '';
      });
      const label = { sku: (values.sku ?? '').trim(), name: (values.name ?? '').trim() };
      const fail = (column: ImportColumnKey | null, message: string) => {
        addError(run, { row, column, message });
        if (inPreview) run.preview.push({ row, ...label, action: 'invalid' });
      };
      if (cells.slice(columns.length).some((c) => c.trim() !== '')) {
        fail(null, `Row ${row} has more cells than the header has columns`);
        continue;
      }
      if (isVariantRow(values)) {
        const v = parseVariantRow(values);
        if (!v.ok) {
          for (const e of v.errors) addError(run, { row, ...e });
          if (inPreview) run.preview.push({ row, ...label, action: 'invalid' });
          continue;
        }
        const other = run.skuRow.get(v.row.sku) ?? run.variantSkuRow.get(v.row.sku);
        if (other !== undefined) {
          fail('sku', `SKU ${v.row.sku} is also on row ${other}`);
          continue;
        }
        run.variantSkuRow.set(v.row.sku, row);
        run.variantRows.push({ row, data: v.row, inPreview });
        continue;
      }
      const absent = requiredImportColumns.filter((c) => values[c] === undefined);
      if (absent.length) {
        fail(null, `A product row needs the columns ${absent.join(', ')}`);
        continue;
      }
      const parsed = parseImportRow(values);
      if (!parsed.ok) {
        for (const e of parsed.errors) addError(run, { row, ...e });
        if (inPreview) run.preview.push({ row, ...label, action: 'invalid' });
        continue;
      }
      const data = parsed.row;
      const skuRow = run.skuRow.get(data.sku) ?? run.variantSkuRow.get(data.sku);
      if (skuRow !== undefined) {
        fail('sku', `SKU ${data.sku} is also on row ${skuRow}`);
        continue;
      }
      const handleRow = data.handle ? run.handleRow.get(data.handle) : undefined;
      if (handleRow !== undefined) {
        fail('handle', `Handle ${data.handle} is also on row ${handleRow}`);
        continue;
      }
      run.skuRow.set(data.sku, row);
      if (data.handle) run.handleRow.set(data.handle, row);
      if (!categoryOf.has(data.category))
        categoryOf.set(data.category, await resolveCategory(data.category, cats).catch(() => null));
      const category = categoryOf.get(data.category);
      if (!category) {
        fail('category', `Unknown category: ${data.category}`);
        continue;
      }
      batch.push({ row, data, category, inPreview });
      if (batch.length >= BATCH_ROWS) {
        await flush(run, batch, q, write, byId, actor);
        batch = [];
      }
    }
    if (!columns) throw new AppError('VALIDATION_FAILED', 'The file is empty');
    await flush(run, batch, q, write, byId, actor);
    await settleVariants(run, q, write, actor);
    await settleFits(run, q, write);
    if (run.dataRows === 0)
      throw new AppError('VALIDATION_FAILED', 'The file has a header row but no products');
  }

  function reportOf(run: Run, written: boolean): ImportReport {
    run.errors.sort((a, b) => a.row - b.row);
    run.preview.sort((a, b) => a.row - b.row);
    return {
      created: run.created,
      updated: run.updated,
      unchanged: run.unchanged,
      invalid: run.invalidRows.size,
      errors: run.errors.slice(0, IMPORT_MAX_LISTED_ERRORS),
      errorCount: run.errorCount,
      written,
      dryRun: run.dryRun,
      preview: run.preview.slice(0, IMPORT_MAX_PREVIEW_ROWS),
    };
  }

  return {
    /** The catalogue as CSV (UTF-8 with a byte order mark, so Excel reads ₹ right), streamed. */
    exportCsv(): Readable {
      return Readable.from(
        (async function* () {
          yield `\uFEFF${csvLine(importColumnKeys)}`;
          for await (const rows of exportRows())
            yield rows.map((r) => csvLine(r.map(String))).join('');
        })(),
      );
    },

    /** The catalogue as an Excel workbook, with exceljs' streaming writer. */
    exportXlsx(): Readable {
      const out = new PassThrough();
      void (async () => {
        // Loaded on the first export, not kept resident by every server (docs/architecture.md).
        const { default: ExcelJS } = await import('exceljs');
        const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
          stream: out,
          useStyles: true,
          useSharedStrings: false,
        });
        const sheet = workbook.addWorksheet('Products');
        sheet.columns = importColumnKeys.map((key) => ({
          header: key,
          key,
          width: key === 'description' || key === 'name' ? 40 : key === 'images' ? 60 : 14,
        }));
        sheet.getRow(1).font = { bold: true };
        sheet.getRow(1).commit();
        for await (const rows of exportRows()) for (const r of rows) sheet.addRow(r).commit();
        sheet.commit();
        await workbook.commit();
      })().catch((err: unknown) =>
        out.destroy(err instanceof Error ? err : new Error(String(err))),
      );
      return out;
    },

    /**
     * Imports a stored upload. A dry run only reads; an import writes inside one transaction and
     * rolls it back when a row is invalid, unless `skipInvalid` (then the valid rows are kept).
     * Refused imports throw VALIDATION_FAILED with the report in the error's details.
     */
    async importProducts(
      file: { path: string; kind: ImportFileKind },
      opts: { dryRun: boolean; skipInvalid: boolean },
      actor: Actor,
    ): Promise<ImportReport> {
      if (opts.dryRun) {
        const run = newRun(opts);
        await runImport(run, file, db, null, actor);
        return reportOf(run, false);
      }
      let run = newRun(opts);
      try {
        await db.transaction(async (tx) => {
          run = newRun(opts);
          await runImport(run, file, tx, tx, actor);
          if (run.errorCount > 0 && !opts.skipInvalid) throw new Rollback();
          // One summary entry per import run, not one per product: a 10,000-row file stays one
          // insert (docs/decisions.md, "Audit log").
          if (run.created + run.updated > 0)
            await deps.audit.record(tx, {
              actor,
              kind: 'import',
              recordId: randomUUID(),
              recordLabel: `Product import (${file.kind.toUpperCase()})`,
              action: 'import',
              changes: {
                created: [null, run.created],
                updated: [null, run.updated],
                unchanged: [null, run.unchanged],
                invalid: [null, run.invalidRows.size],
              },
            });
        });
      } catch (err) {
        if (!(err instanceof Rollback)) throw err;
        const report = reportOf(run, false);
        throw new AppError(
          'VALIDATION_FAILED',
          `${report.invalid === 1 ? '1 row has' : `${report.invalid} rows have`} errors, so nothing was imported (fix them, or import the valid rows only)`,
          { details: report },
        );
      }
      const written = run.created + run.updated > 0;
      if (written) catalog.invalidateListings();
      await dropUnusedImages([...new Set(run.removedImageKeys)]);
      return reportOf(run, written);
    },
  };
}
export type ProductTransfer = ReturnType<typeof createProductTransfer>;
