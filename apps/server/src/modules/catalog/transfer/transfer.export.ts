import { Readable } from 'node:stream';
import { and, asc, gt, inArray, isNull } from 'drizzle-orm';
import {
  LIST_SEPARATOR,
  importColumnKeys,
  optionColumns,
  specColumnHeader,
  type ImportColumnKey,
} from '@propwash/domain/catalog/import-columns';
import { paiseToRupees } from '@propwash/domain/money';
import { csvLine, spreadsheetText } from '@propwash/domain/platform/csv';
import { gstBpToPercent } from '@propwash/domain/pricing/gst';
import type { Db } from '../../../platform/db.ts';
import type { Storage } from '../../../platform/storage.ts';
import { streamXlsx } from '../../../platform/xlsx-stream.ts';
import { products, productVariants } from '../catalog.tables.ts';
import type { AdminCategoryLookup } from '../categories/categories.lookup.ts';
import type { AdminProductImages } from '../admin/admin.images.ts';
import type { CatalogService } from '../catalog.service.ts';
import type { AttributeDef } from '../specs/specs.reads.ts';
import { fitSkus } from './transfer.fits.ts';
import { declarationsOf } from '../products/products.rows.ts';
import { usedSpecDefs } from './transfer.specs.ts';

// Bulk catalogue export (docs/decisions/bulk-import-export-columns.md): every live product,
// streamed a page at a time, in the import's column set, as CSV or as an Excel workbook; after
// the fixed columns, one `spec:<key>` column per attribute the products carry values of
// (docs/decisions/specifications.md).

type ProductRow = typeof products.$inferSelect;

const EXPORT_PAGE = 1000;
const yesNo = (b: boolean) => (b ? 'yes' : 'no');

export function createProductExport(deps: {
  db: Db;
  storage: Storage;
  catalog: Pick<CatalogService, 'allAttributes'>;
  categories: Pick<AdminCategoryLookup, 'allCategories' | 'pathOf'>;
  images: Pick<AdminProductImages, 'imagesOf'>;
}) {
  const { db, storage } = deps;
  const { allCategories, pathOf } = deps.categories;
  const { imagesOf } = deps.images;

  /** The export's columns: the import's, then a specification column per attribute in use. */
  async function exportColumns() {
    const specs = await usedSpecDefs(db, await deps.catalog.allAttributes());
    return { specs, headers: [...importColumnKeys, ...specs.map((d) => specColumnHeader(d.key))] };
  }

  /** Every live product in SKU order, a page at a time, as the import's cells. */
  async function* exportRows(specs: AttributeDef[]): AsyncGenerator<(string | number)[][]> {
    const specCells = (values: Record<string, string | number>) =>
      specs.map((d) => values[d.key] ?? '');
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
        const declared = declarationsOf(r);
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
          country_of_origin: r.countryOfOrigin ?? '',
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
          manufacturer_name: declared.manufacturerName,
          manufacturer_address: declared.manufacturerAddress,
          importer_name: declared.importerName,
          importer_address: declared.importerAddress,
          net_quantity: declared.netQuantity,
          month_of_manufacture_or_import: declared.monthOfManufactureOrImport,
          consumer_care: declared.consumerCare,
          bis_licence: declared.bisLicence,
          wpc_approval: declared.wpcApproval,
          battery_epr: declared.batteryEpr,
          drone_weight_grams: r.droneWeightGrams ?? '',
          option1_name: '',
          option1_value: '',
          option2_name: '',
          option2_value: '',
          option3_name: '',
          option3_value: '',
        };
        // A product sold in versions: its row, then one row per version (docs/decisions/bulk-import-version-rows.md).
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
          return [...importColumnKeys.map((k) => vc[k] ?? ''), ...specCells(v.specs)];
        });
        return [[...importColumnKeys.map((k) => cells[k]), ...specCells(r.specs)], ...versionRows];
      });
      if (page.length < EXPORT_PAGE) return;
      after = page[page.length - 1]!.sku;
    }
  }

  return {
    /**
     * The catalogue as CSV (UTF-8 with a byte order mark, so Excel reads ₹ right), streamed; text
     * that a spreadsheet would run as a formula is guarded (`spreadsheetText`).
     */
    exportCsv(): Readable {
      return Readable.from(
        (async function* () {
          const { specs, headers } = await exportColumns();
          yield `\uFEFF${csvLine(headers)}`;
          for await (const rows of exportRows(specs))
            yield rows
              .map((r) =>
                csvLine(r.map((c) => (typeof c === 'string' ? spreadsheetText(c) : String(c)))),
              )
              .join('');
        })(),
      );
    },

    /** The catalogue as an Excel workbook, with exceljs' streaming writer. */
    async exportXlsx(): Promise<Readable> {
      const { specs, headers } = await exportColumns();
      const columns = headers.map((key) => ({
        header: key,
        key,
        width: key === 'description' || key === 'name' ? 40 : key === 'images' ? 60 : 14,
      }));
      return streamXlsx('Products', columns, async (sheet) => {
        for await (const rows of exportRows(specs)) for (const r of rows) sheet.addRow(r).commit();
      });
    },
  };
}
