import { and, eq, isNull } from 'drizzle-orm';
import {
  productDefaults,
  type CreateProductBody,
  type UpdateProductBody,
} from '@propwash/domain/catalog/admin-schemas';
import type { AdminProduct } from '@propwash/domain/catalog/admin-read-schemas';
import { emptyDeclarations } from '@propwash/domain/catalog/declarations';
import type { Specs } from '@propwash/domain/catalog/specs';
import { rupeesToPaise } from '@propwash/domain/money';
import { gstPercentToBp } from '@propwash/domain/pricing/gst';
import { AppError } from '../../../platform/app-error.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import type { CatalogService } from '../catalog.service.ts';
import { UUID } from '../catalog.sql.ts';
import { products } from '../catalog.tables.ts';
import {
  assertSkusFree,
  assertVariantSet,
  saveVariants,
  variantInputsOf,
  type OrderedVariants,
  type VariantSummary,
} from '../products/products.variants.ts';
import type { AdminCategoryLookup } from '../categories/categories.lookup.ts';
import {
  checkPrices,
  shortCode,
  stockStatusOf,
  assertOriginToPublish,
  sellerOf,
  warrantyOf,
  lockLiveProduct,
  checkedVariantSpecs,
  keepVariantSpecs,
  specsWithin,
  type Actor,
  type ProductWriteDeps,
} from './admin.fields.ts';
import { checkedSpecValues } from '../specs/specs.reads.ts';
import type { AdminProductFits } from '../fits/fits.admin.ts';
import { followRename, freeSlug } from '../products/products.slugs.ts';
import type { AdminProductImages } from './admin.images.ts';
import { imageChanges, productChanges, variantChanges } from './admin.audit.ts';

/** Creating, editing and deleting one product. */
export function createProductWrites(
  deps: ProductWriteDeps & {
    /** The storefront's caches, and the attributes a category's products carry. */
    catalog: Pick<CatalogService, 'invalidateListings' | 'attributesFor'>;
    categories: Pick<AdminCategoryLookup, 'allCategories' | 'resolveCategory' | 'keywordsFor'>;
    images: AdminProductImages;
    fits: Pick<AdminProductFits, 'checkCompatibleWith' | 'replaceFits'>;
    load: (id: string, db_?: Db | Tx) => Promise<AdminProduct>;
    orderedVariants: OrderedVariants;
  },
) {
  const { db, catalog, load, audit } = deps;
  const variantDeps = {
    recordStockChange: deps.recordStockChange,
    orderedVariants: deps.orderedVariants,
  };
  /** The product row's price, stock and flags as its variants set them. */
  const fromVariants = (s: VariantSummary) => ({
    pricePaise: s.pricePaise,
    originalPricePaise: s.originalPricePaise,
    stock: s.stock,
    priceVaries: s.priceVaries,
  });
  const { allCategories, resolveCategory, keywordsFor } = deps.categories;
  const { imagesOf, imageRowsFor, withFirstImage, replaceImages, dropUnusedImages } = deps.images;

  async function assertSkuFree(sku: string, exceptId?: string) {
    const [other] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.sku, sku));
    if (other && other.id !== exceptId)
      throw new AppError('CONFLICT', `SKU ${sku} is already used by another product`);
  }

  return {
    /** Creates a product; fields left out stay blank, except tax codes (productDefaults: HSN, GST rate). */
    async createProduct(body: CreateProductBody, actor: Actor): Promise<AdminProduct> {
      const cats = await allCategories();
      const byId = new Map(cats.map((c) => [c.id, c]));
      const category = await resolveCategory(body.category, cats);
      const pricePaise = rupeesToPaise(body.price);
      const originalPaise = body.originalPrice ? rupeesToPaise(body.originalPrice) : pricePaise;
      if (!body.options?.length) checkPrices(pricePaise, originalPaise, body.discount);
      const sku = body.sku ?? `PW-${shortCode(5)}`;
      await assertSkuFree(sku);
      const options = body.options ?? [];
      // Specification values of the category's attributes (docs/decisions/specifications.md).
      const defs = await catalog.attributesFor(category.id);
      const specs = checkedSpecValues(defs, body.specValues ?? {});
      const variants = checkedVariantSpecs(defs, body.variants ?? []);
      assertVariantSet(options, variants);
      for (const v of variants) imageRowsFor(v.images, [], body.name);
      await assertSkusFree(db, [sku, ...variants.map((v) => v.sku)], null);
      if (body.compatibleWith) await deps.fits.checkCompatibleWith(null, body.compatibleWith);
      const countryOfOrigin = body.countryOfOrigin ?? null;
      const isActive = body.isActive ?? true;
      assertOriginToPublish(isActive, countryOfOrigin);
      const stock = options.length > 0 ? 0 : (body.stock ?? 0);
      const images = withFirstImage(
        imageRowsFor(body.images ?? [], [], body.name),
        body.image,
        body.name,
      );
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(products)
          .values({
            sku,
            slug: await freeSlug(tx, body.name, null),
            name: body.name,
            brand: body.brand ?? '',
            categoryId: category.id,
            searchKeywords: keywordsFor(category, byId),
            description: body.description,
            pricePaise,
            originalPricePaise: originalPaise,
            costPricePaise:
              body.costPrice === undefined || body.costPrice === null
                ? null
                : rupeesToPaise(body.costPrice),
            stock,
            stockStatus: stockStatusOf(body) ?? 'in_stock',
            isActive,
            featured: body.featured ?? false,
            trending: body.trending ?? false,
            freeDelivery: body.freeDelivery ?? false,
            shipsBySurface: body.shipsBySurface ?? false,
            highlights: body.highlights ?? [],
            whatsInBox: body.whatsInBox ?? [],
            services: body.services ?? [],
            warranty: warrantyOf(body.warranty),
            videoUrl: body.videoUrl ?? null,
            seller: sellerOf(body.seller),
            hsnCode: body.hsnCode ?? productDefaults.hsnCode,
            gstRateBp: gstPercentToBp(body.gstRate ?? productDefaults.gstRate),
            countryOfOrigin,
            specs,
            declarations: body.declarations ?? emptyDeclarations,
            droneWeightGrams: body.droneWeightGrams ?? null,
          })
          .returning();
        await replaceImages(tx, row!.id, images);
        if (body.compatibleWith) await deps.fits.replaceFits(tx, row!.id, body.compatibleWith);
        let created = row!;
        if (options.length > 0) {
          const summary = await saveVariants(
            tx,
            { productId: row!.id, options, variants, actorUserId: actor.id },
            variantDeps,
          );
          const fromSummary = fromVariants(summary!);
          await tx
            .update(products)
            .set({ options, ...fromSummary })
            .where(eq(products.id, row!.id));
          created = { ...created, options, ...fromSummary };
        } else {
          await deps.recordStockChange(tx, {
            productId: row!.id,
            before: 0,
            after: stock,
            actorUserId: actor.id,
          });
        }
        await audit.record(tx, {
          actor,
          kind: 'product',
          recordId: created.id,
          recordLabel: created.name,
          action: 'create',
          changes: {
            ...productChanges(null, created),
            ...variantChanges([], variants),
            ...imageChanges([], images),
          },
        });
        return created.id;
      });
      catalog.invalidateListings();
      return load(id);
    },

    /** Applies any subset of fields (a PUT with { featured } toggles Today's Deals). */
    async updateProduct(id: string, body: UpdateProductBody, actor: Actor): Promise<AdminProduct> {
      for (const named of [body.id, body._id])
        if (named !== undefined && named.toLowerCase() !== id.toLowerCase())
          throw new AppError('VALIDATION_FAILED', 'The body names another product than the URL');
      const stockStatus = stockStatusOf(body);
      const cats = await allCategories();
      const byId = new Map(cats.map((c) => [c.id, c]));
      const category = body.category ? await resolveCategory(body.category, cats) : undefined;
      if (body.sku) await assertSkuFree(body.sku, id);
      const skus = [...(body.sku ? [body.sku] : []), ...(body.variants ?? []).map((v) => v.sku)];
      if (UUID.test(id)) await assertSkusFree(db, skus, id);
      // Variant images are the shop's own uploads, like the product's (imageRowsFor refuses others).
      for (const v of body.variants ?? []) imageRowsFor(v.images, [], v.sku);
      if (body.compatibleWith) await deps.fits.checkCompatibleWith(id, body.compatibleWith);
      let removedKeys: string[] = [];
      await db.transaction(async (tx) => {
        const current = await lockLiveProduct(tx, id);
        if (!current) throw new AppError('NOT_FOUND', 'Product not found');
        // With options, price and stock follow the variants (docs/decisions/variants.md): the
        // body's own price and stock are then ignored.
        const touchesVariants = body.options !== undefined || body.variants !== undefined;
        const options = body.options ?? current.options;
        // Specification values are checked against the category the product ends up in; moved
        // to another, it keeps (and its versions keep) only the values that category has.
        const categoryId = category?.id ?? current.categoryId;
        const moved = categoryId !== current.categoryId;
        const defs =
          body.specValues !== undefined ||
          moved ||
          body.variants?.some((v) => v.specValues !== undefined)
            ? await catalog.attributesFor(categoryId)
            : [];
        const keptSpecs = (specs: Specs) => (moved ? specsWithin(specs, defs) : specs);
        let summary: VariantSummary | null = null;
        let variantsChanged = {};
        if (touchesVariants) {
          const before = await variantInputsOf(tx, id);
          const variants = body.variants ? checkedVariantSpecs(defs, body.variants) : before;
          // A variant sent without specValues keeps its own (the audit compares what it ends with).
          const beforeById = new Map(before.map((v) => [v.id, v]));
          const ending = variants.map((v) => ({
            ...v,
            specValues: keptSpecs(
              v.specValues ?? (v.id ? beforeById.get(v.id)?.specValues : undefined) ?? {},
            ),
          }));
          variantsChanged = variantChanges(before, ending);
          assertVariantSet(options, variants);
          summary = await saveVariants(
            tx,
            { productId: id, options, variants, actorUserId: actor.id },
            variantDeps,
          );
        }
        const hasVariants = options.length > 0;
        const pricePaise =
          body.price !== undefined ? rupeesToPaise(body.price) : current.pricePaise;
        // An empty or 0 original price means "no discount" (it becomes the price); left out keeps the old
        // one unless that would now sit below a raised price.
        let originalPaise: number;
        if (body.originalPrice !== undefined) {
          originalPaise = body.originalPrice ? rupeesToPaise(body.originalPrice) : pricePaise;
        } else {
          originalPaise =
            body.price !== undefined && current.originalPricePaise < pricePaise
              ? pricePaise
              : current.originalPricePaise;
        }
        if (!hasVariants) checkPrices(pricePaise, originalPaise, body.discount);
        const set: Partial<typeof products.$inferInsert> = hasVariants
          ? { updatedAt: new Date() }
          : { pricePaise, originalPricePaise: originalPaise, updatedAt: new Date() };
        if (touchesVariants) {
          set.options = options;
          set.priceVaries = summary?.priceVaries ?? false;
          if (summary) Object.assign(set, fromVariants(summary));
        }
        if (body.name !== undefined) set.name = body.name;
        if (category) {
          set.categoryId = category.id;
          set.searchKeywords = keywordsFor(category, byId);
        }
        if (body.description !== undefined) set.description = body.description;
        if (body.brand !== undefined) set.brand = body.brand;
        if (body.sku !== undefined) set.sku = body.sku;
        if (body.costPrice !== undefined)
          set.costPricePaise = body.costPrice === null ? null : rupeesToPaise(body.costPrice);
        if (body.stock !== undefined && !hasVariants) set.stock = body.stock;
        if (stockStatus !== undefined) set.stockStatus = stockStatus;
        if (body.isActive !== undefined) set.isActive = body.isActive;
        if (body.featured !== undefined) set.featured = body.featured;
        if (body.trending !== undefined) set.trending = body.trending;
        if (body.freeDelivery !== undefined) set.freeDelivery = body.freeDelivery;
        if (body.shipsBySurface !== undefined) set.shipsBySurface = body.shipsBySurface;
        if (body.highlights !== undefined) set.highlights = body.highlights;
        if (body.whatsInBox !== undefined) set.whatsInBox = body.whatsInBox;
        if (body.services !== undefined) set.services = body.services;
        if (body.warranty !== undefined) set.warranty = warrantyOf(body.warranty);
        if (body.videoUrl !== undefined) set.videoUrl = body.videoUrl;
        if (body.seller !== undefined) set.seller = sellerOf(body.seller);
        if (body.hsnCode !== undefined) set.hsnCode = body.hsnCode;
        if (body.gstRate !== undefined) set.gstRateBp = gstPercentToBp(body.gstRate);
        if (body.countryOfOrigin !== undefined) set.countryOfOrigin = body.countryOfOrigin;
        if (body.declarations !== undefined) set.declarations = body.declarations;
        if (body.droneWeightGrams !== undefined) set.droneWeightGrams = body.droneWeightGrams;
        if (body.specValues !== undefined) set.specs = checkedSpecValues(defs, body.specValues);
        else if (moved) set.specs = specsWithin(current.specs, defs);
        assertOriginToPublish(
          set.isActive ?? current.isActive,
          set.countryOfOrigin !== undefined ? set.countryOfOrigin : current.countryOfOrigin,
        );
        await tx.update(products).set(set).where(eq(products.id, id));
        if (moved)
          await keepVariantSpecs(
            tx,
            id,
            defs.map((d) => d.key),
          );
        if (body.name !== undefined && body.name !== current.name)
          await followRename(tx, id, current.slug, body.name);
        if (body.compatibleWith) await deps.fits.replaceFits(tx, id, body.compatibleWith);
        if (body.stock !== undefined && !hasVariants)
          await deps.recordStockChange(tx, {
            productId: id,
            before: current.stock,
            after: body.stock,
            actorUserId: actor.id,
          });
        let imagesChanged = {};
        if (body.images !== undefined || body.image) {
          const known = (await imagesOf(tx, [id])).get(id) ?? [];
          const alt = body.name ?? current.name;
          const next = withFirstImage(
            body.images !== undefined ? imageRowsFor(body.images, known, alt) : known,
            body.image,
            alt,
          );
          await replaceImages(tx, id, next);
          const kept = new Set(next.map((i) => i.key));
          removedKeys = known.map((i) => i.key).filter((k) => !kept.has(k));
          imagesChanged = imageChanges(known, next);
        }
        const changes = {
          ...productChanges(current, { ...current, ...set }),
          ...variantsChanged,
          ...imagesChanged,
        };
        if (Object.keys(changes).length > 0)
          await audit.record(tx, {
            actor,
            kind: 'product',
            recordId: id,
            recordLabel: set.name ?? current.name,
            action: 'update',
            changes,
          });
      });
      catalog.invalidateListings();
      await dropUnusedImages(removedKeys);
      return load(id);
    },

    /**
     * Deletes a product from the shop: it leaves the storefront, carts and the admin list at once;
     * the row stays (marked deleted) so orders, invoices and stock history keep their product.
     */
    async deleteProduct(id: string, actor: Actor): Promise<void> {
      const row = await db.transaction(async (tx) => {
        const [deleted] = UUID.test(id)
          ? await tx
              .update(products)
              .set({
                deletedAt: new Date(),
                isActive: false,
                featured: false,
                trending: false,
                updatedAt: new Date(),
              })
              .where(and(eq(products.id, id), isNull(products.deletedAt)))
              .returning({ id: products.id, name: products.name, sku: products.sku })
          : [];
        if (!deleted) return null;
        await audit.record(tx, {
          actor,
          kind: 'product',
          recordId: deleted.id,
          recordLabel: deleted.name,
          action: 'delete',
          changes: { deleted: [false, true] },
        });
        return deleted;
      });
      if (!row) throw new AppError('NOT_FOUND', 'Product not found');
      catalog.invalidateListings();
    },
  };
}
