import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../../platform/db.ts';
import { productFits, products } from '../catalog.tables.ts';
import { addError, BATCH_ROWS, type Run } from './transfer.import-run.ts';

// The compatible_with column of bulk import and export (docs/decisions/bulk-import-export-columns.md and docs/decisions/parts-that-fit.md).

/** The live models each part fits (their SKU and handle), in SKU order. */
export async function fitSkus(q: Db | Tx, partIds: string[]) {
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

/**
 * compatible_with, once every row is in (a part may name a model further down the file): each
 * SKU or handle must be a live product or a row of the file; then each part's list is replaced.
 */
export async function settleFits(run: Run, q: Db | Tx, write: Tx | null) {
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
