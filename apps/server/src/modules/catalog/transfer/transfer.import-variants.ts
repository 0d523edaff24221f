import { eq, inArray, or, sql } from 'drizzle-orm';
import { optionColumns, type ImportColumnKey } from '@propwash/domain/catalog/import-columns';
import {
  variantLabel,
  variantProblems,
  type ProductOption,
  type VariantChoice,
  type VariantInput,
} from '@propwash/domain/catalog/variants';
import { rupeesToPaise } from '@propwash/domain/money';
import { AppError } from '../../../platform/app-error.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import type { RecordStockChange, RecordStockChanges } from '../catalog.ports.ts';
import {
  assertSkusFree,
  saveVariants,
  variantInputsOf,
  type OrderedVariants,
} from '../products/products.variants.ts';
import { products } from '../catalog.tables.ts';
import { specsWithin, type Actor } from '../admin/admin.fields.ts';
import type { CatalogService } from '../catalog.service.ts';
import {
  addError,
  BATCH_ROWS,
  countAction,
  rejectRow,
  sameJson,
  type Run,
} from './transfer.import-run.ts';
import { withSpecCells } from './transfer.specs.ts';

// The version rows of a bulk import (docs/decisions/bulk-import-export-columns.md and docs/decisions/variants.md).
// A version row's spec: cells are the version's own values (docs/decisions/specifications.md).

/** A live product a version row may belong to. */
type LiveProduct = Pick<
  typeof products.$inferSelect,
  'id' | 'sku' | 'slug' | 'name' | 'options' | 'categoryId'
>;

export function createImportVariants(deps: {
  catalog: Pick<CatalogService, 'attributesFor'>;
  recordStockChanges: RecordStockChanges;
  recordStockChange: RecordStockChange;
  orderedVariants: OrderedVariants;
}) {
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
          categoryId: products.categoryId,
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
        await settleProduct(run, handle, groups.get(handle)!, live, q, write, actor);
      }
    }
  }

  /** One product's version rows: matched, checked, counted and (when writing) saved. */
  async function settleProduct(
    run: Run,
    handle: string,
    rows: Run['variantRows'],
    live: LiveProduct[],
    q: Db | Tx,
    write: Tx | null,
    actor: Actor,
  ) {
    const inFile = run.fileProducts.get(handle);
    const prod =
      (inFile && live.find((f) => f.sku === inFile.sku)) ?? live.find((f) => f.slug === handle);
    const name = prod?.name ?? inFile?.name ?? handle;
    const failRow = (r: Run['variantRows'][number], column: string | null, message: string) =>
      rejectRow(run, { row: r.row, sku: r.data.sku, name, inPreview: r.inPreview }, [
        { column, message },
      ]);
    if (!prod && !inFile) {
      const message = run.handleRow.has(handle)
        ? `The row of product ${handle} (row ${run.handleRow.get(handle)}) has errors`
        : `No product has the handle ${handle}: add its product row to the file`;
      for (const r of rows) failRow(r, 'handle', message);
      return;
    }
    const current = prod ? await variantInputsOf(q, prod.id) : [];
    // The category the product ends up in: its row's in the file, else its own. Moved (a dry run
    // has not written the move yet), its versions keep only the values that category has.
    const categoryId = inFile?.categoryId ?? prod!.categoryId;
    const moved = prod !== undefined && prod.categoryId !== categoryId;
    const withSpecs = moved || rows.some((r) => Object.keys(r.specCells).length > 0);
    const defs = withSpecs ? await deps.catalog.attributesFor(categoryId) : [];
    if (moved) for (const v of current) v.specValues = specsWithin(v.specValues ?? {}, defs);
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
        if (opt && !fixedOptions && !opt.values.some((x) => x === value)) opt.values.push(value);
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
      const specs = withSpecCells(cur?.specValues ?? {}, r.specCells, defs);
      if (specs.errors.length) {
        rejectRow(run, { row: r.row, sku: d.sku, name, inPreview: r.inPreview }, specs.errors);
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
        specValues: specs.specs,
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
    const comboOf = (v: VariantInput) => options.map((o) => v.options[o.name] ?? '').join('\u0000');
    for (const rv of rowVariants) {
      const combo = comboOf(merged[rv.idx]!);
      const other = merged.findIndex((v, idx) => idx !== rv.idx && comboOf(v) === combo);
      if (other === -1) continue;
      const label = variantLabel(options, merged[rv.idx]!.options);
      failRow(rv.r, 'option1_value', `${label} is also the version with SKU ${merged[other]!.sku}`);
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
    if (good.length === 0) return;
    const setProblems = variantProblems(options, final);
    if (setProblems.length) {
      for (const rv of good) failRow(rv.r, null, setProblems[0]!);
      return;
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
        sameJson(before.specValues ?? {}, v.specValues ?? {}) &&
        sameJson(
          options.map((o) => before.options[o.name]),
          options.map((o) => v.options[o.name]),
        );
      const action = isNew ? 'create' : same ? 'unchanged' : 'update';
      countAction(run, action, 'version');
      const label = variantLabel(options, v.options);
      if (r.inPreview)
        run.preview.push({ row: r.row, sku: v.sku, name: `${name} — ${label}`, action });
      if (!same) changed = true;
    }
    if (!write || !changed || !prod || (run.errorCount > 0 && !run.skipInvalid)) return;
    // The product row first, as the admin write locks it (docs/decisions/variants.md).
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

  return { settleVariants };
}
export type ImportVariants = ReturnType<typeof createImportVariants>;
