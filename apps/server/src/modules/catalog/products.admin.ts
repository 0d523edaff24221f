import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  LOW_STOCK_THRESHOLD,
  MAX_PRODUCT_IMAGES,
  productDefaults,
  type AdminProduct,
  type AdminProductList,
  type AdminProductListQuery,
  type AdminProductRow,
  type BulkUpdateProductsBody,
  type CreateProductBody,
  type UpdateProductBody,
} from '@propwash/domain/catalog/admin-schemas';
import type { ProductImage } from '@propwash/domain/catalog/schemas';
import {
  discountPercent,
  formatPaiseShort,
  paiseToRupees,
  rupeesToPaise,
} from '@propwash/domain/money';
import { gstBpToPercent, gstPercentToBp } from '@propwash/domain/pricing/gst';
import { AppError } from '../../platform/app-error.ts';
import type { Db, Tx } from '../../platform/db.ts';
import type { Storage } from '../../platform/storage.ts';
import type { ContentService } from '../content/content.service.ts';
import type { MediaService } from '../media/media.service.ts';
import { recordAdminStockChange } from './admin-stock.ts';
import type { CatalogService } from './catalog.service.ts';
import { categories, categoryAliases, productImages, products } from './catalog.tables.ts';
import { containsPattern } from '../../platform/like.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IMAGE_WIDTHS = [320, 640, 1280] as const;

type ProductRow = typeof products.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;
type ImageRow = { key: string; width: number; height: number; alt: string };
type Actor = { id: string };
type StockStatus = ProductRow['stockStatus'];

const inStock = sql`(${products.stock} > 0 and ${products.stockStatus} = 'in_stock')`;
const outOfStock = sql`(${products.stock} = 0 or ${products.stockStatus} = 'out_of_stock')`;

const sortOrder: Record<AdminProductListQuery['sort'], SQL[]> = {
  newest: [desc(products.createdAt)],
  oldest: [asc(products.createdAt)],
  name: [asc(products.name)],
  'name-desc': [desc(products.name)],
  'price-low': [asc(products.pricePaise)],
  'price-high': [desc(products.pricePaise)],
  'stock-low': [asc(products.stock)],
  'stock-high': [desc(products.stock)],
  sales: [desc(products.soldCount)],
};

const kebab = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'product';
const shortCode = (bytes: number) =>
  BigInt(`0x${randomBytes(bytes).toString('hex')}`)
    .toString(36)
    .toUpperCase();

/**
 * The admin side of products: create, edit, delete, bulk edits and the admin list. Every write
 * clears the storefront's caches (catalog.invalidateListings) so shoppers see it at once, and a
 * stock change records an inventory movement.
 */
export function createProductsAdminService(deps: {
  db: Db;
  storage: Storage;
  catalog: Pick<CatalogService, 'invalidateListings' | 'invalidateProduct'>;
  media: Pick<MediaService, 'productImageKey' | 'deleteProductImage'>;
  /** The home design keeps the featured count. */
  content: Pick<ContentService, 'featuredCount' | 'setFeaturedCount'>;
}) {
  const { db, storage, catalog, media } = deps;

  async function allCategories(): Promise<CategoryRow[]> {
    return db.select().from(categories);
  }

  function pathOf(cat: CategoryRow, byId: Map<string, CategoryRow>): string {
    const parent = cat.parentId ? byId.get(cat.parentId) : undefined;
    return parent ? `${parent.slug}/${cat.slug}` : cat.slug;
  }

  /** A category named by id, 'slug', 'parent/child' or an alias ('planes'); else 400. */
  async function resolveCategory(ref: string, cats: CategoryRow[]): Promise<CategoryRow> {
    const byId = new Map(cats.map((c) => [c.id, c]));
    let found = UUID.test(ref) ? byId.get(ref.toLowerCase()) : undefined;
    if (!found) {
      const [first = '', child] = ref.split('/');
      const tops = cats.filter((c) => c.parentId === null);
      let top = tops.find((c) => c.slug === first);
      if (!top) {
        const [alias] = await db
          .select()
          .from(categoryAliases)
          .where(eq(categoryAliases.alias, first));
        top = alias ? byId.get(alias.categoryId) : undefined;
      }
      if (child !== undefined) {
        found = cats.find((c) => top && c.parentId === top.id && c.slug === child);
      } else {
        found = top ?? cats.filter((c) => c.slug === first).at(0);
      }
    }
    if (!found)
      throw new AppError('VALIDATION_FAILED', `Unknown category: ${ref}`, {
        details: { issues: [{ field: 'category', message: `Unknown category: ${ref}` }] },
      });
    return found;
  }

  function keywordsFor(cat: CategoryRow, byId: Map<string, CategoryRow>): string {
    const parent = cat.parentId ? byId.get(cat.parentId) : undefined;
    return [cat.name, parent?.name].filter(Boolean).join(' ');
  }

  function imageOf(row: ImageRow, alt: string): ProductImage {
    const url = (w: number) => storage.publicUrl(`${row.key}-${w}.webp`);
    return {
      url: url(640),
      srcset: IMAGE_WIDTHS.map((w) => `${url(w)} ${w}w`).join(', '),
      width: 640,
      height: Math.round((row.height / row.width) * 640),
      alt: row.alt || alt,
    };
  }

  async function imagesOf(db_: Db | Tx, productIds: string[]): Promise<Map<string, ImageRow[]>> {
    const map = new Map<string, ImageRow[]>();
    if (productIds.length === 0) return map;
    const rows = await db_
      .select({
        productId: productImages.productId,
        key: productImages.key,
        width: productImages.width,
        height: productImages.height,
        alt: productImages.alt,
      })
      .from(productImages)
      .where(inArray(productImages.productId, productIds))
      .orderBy(asc(productImages.productId), asc(productImages.position));
    for (const { productId, ...image } of rows) {
      map.set(productId, [...(map.get(productId) ?? []), image]);
    }
    return map;
  }

  function toRow(r: ProductRow, firstImage: ImageRow | undefined, byId: Map<string, CategoryRow>) {
    const cat = byId.get(r.categoryId);
    return {
      id: r.id,
      _id: r.id,
      name: r.name,
      sku: r.sku,
      brand: r.brand,
      category: cat?.slug ?? '',
      categoryName: cat?.name ?? '',
      categoryId: r.categoryId,
      categoryPath: cat ? pathOf(cat, byId) : '',
      price: paiseToRupees(r.pricePaise),
      originalPrice: paiseToRupees(r.originalPricePaise),
      discount: r.discountPercent,
      image: firstImage ? storage.publicUrl(`${firstImage.key}-320.webp`) : null,
      stock: r.stock,
      stockStatus: r.stockStatus,
      inStock: r.stock > 0 && r.stockStatus === 'in_stock',
      featured: r.featured,
      trending: r.trending,
      isActive: r.isActive,
      sold: r.soldCount,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    } satisfies AdminProductRow;
  }

  async function load(id: string, db_: Db | Tx = db): Promise<AdminProduct> {
    const row = UUID.test(id)
      ? (
          await db_
            .select()
            .from(products)
            .where(and(eq(products.id, id), isNull(products.deletedAt)))
        )[0]
      : undefined;
    if (!row) throw new AppError('NOT_FOUND', 'Product not found');
    const [images, cats] = await Promise.all([imagesOf(db_, [row.id]), allCategories()]);
    const byId = new Map(cats.map((c) => [c.id, c]));
    const imgs = (images.get(row.id) ?? []).map((i) => imageOf(i, row.name));
    return {
      ...toRow(row, undefined, byId),
      slug: row.slug,
      image: imgs[0]?.url ?? null,
      images: imgs,
      description: row.description,
      rating: Number(row.ratingAvg),
      reviews: row.reviewCount,
      freeDelivery: row.freeDelivery,
      highlights: row.highlights,
      whatsInBox: row.whatsInBox,
      services: row.services,
      warranty: row.warranty,
      videoUrl: row.videoUrl,
      seller: row.seller,
      hsnCode: row.hsnCode,
      gstRate: gstBpToPercent(row.gstRateBp),
      countryOfOrigin: row.countryOfOrigin,
      costPrice: row.costPricePaise === null ? null : paiseToRupees(row.costPricePaise),
    };
  }

  /** The prices after an edit, checked together (each alone is checked by the body schema). */
  function checkPrices(pricePaise: number, originalPaise: number, discount: number | undefined) {
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

  /** Image URLs from the body as storage keys, keeping sizes the product already knows. */
  function imageRowsFor(urls: string[], known: ImageRow[], alt: string): ImageRow[] {
    const keys: string[] = [];
    for (const url of urls) {
      const key = media.productImageKey(url);
      if (!key)
        throw new AppError(
          'VALIDATION_FAILED',
          'Product images must be uploaded to the shop first (POST /api/upload/multiple)',
        );
      if (!keys.includes(key)) keys.push(key);
    }
    const byKey = new Map(known.map((i) => [i.key, i]));
    return keys.map(
      (key) => byKey.get(key) ?? { key, width: 1280, height: 960, alt: alt.slice(0, 200) },
    );
  }

  /** Puts the body's `image` first among a product's images, adding it if it is new. */
  function withFirstImage(rows: ImageRow[], image: string | null | undefined, alt: string) {
    if (!image) return rows;
    const [first] = imageRowsFor([image], rows, alt);
    const next = [first!, ...rows.filter((r) => r.key !== first!.key)];
    if (next.length > MAX_PRODUCT_IMAGES)
      throw new AppError(
        'VALIDATION_FAILED',
        `A product can have at most ${MAX_PRODUCT_IMAGES} images`,
      );
    return next;
  }

  async function replaceImages(tx: Tx, productId: string, images: ImageRow[]) {
    await tx.delete(productImages).where(eq(productImages.productId, productId));
    if (images.length)
      await tx
        .insert(productImages)
        .values(images.map((img, position) => ({ productId, position, ...img })));
  }

  /** Uploaded files no product shows any more are removed from storage (after the commit). */
  async function dropUnusedImages(keys: string[]) {
    if (keys.length === 0) return;
    const stillUsed = await db
      .select({ key: productImages.key })
      .from(productImages)
      .where(inArray(productImages.key, keys));
    const used = new Set(stillUsed.map((r) => r.key));
    await Promise.all(keys.filter((k) => !used.has(k)).map((k) => media.deleteProductImage(k)));
  }

  async function assertSkuFree(sku: string, exceptId?: string) {
    const [other] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.sku, sku));
    if (other && other.id !== exceptId)
      throw new AppError('CONFLICT', `SKU ${sku} is already used by another product`);
  }

  return {
    /** Server-side search, category/stock/flag filters, sort and pages over every live product. */
    async listProducts(q: AdminProductListQuery): Promise<AdminProductList> {
      const cats = await allCategories();
      const byId = new Map(cats.map((c) => [c.id, c]));
      const where: SQL[] = [isNull(products.deletedAt)];
      if (q.search) {
        const like = containsPattern(q.search);
        const matches: SQL[] = [
          sql`${products.name} ilike ${like}`,
          sql`${products.searchVector} @@ plainto_tsquery('english', ${q.search})`,
          eq(products.sku, q.search.toUpperCase()),
        ];
        if (UUID.test(q.search)) matches.push(eq(products.id, q.search.toLowerCase()));
        where.push(or(...matches)!);
      }
      if (q.category) {
        const root = await resolveCategory(q.category, cats).catch(() => null);
        const ids = root
          ? [root.id, ...cats.filter((c) => c.parentId === root.id).map((c) => c.id)]
          : [];
        where.push(ids.length ? inArray(products.categoryId, ids) : sql`false`);
      }
      if (q.stock === 'instock') where.push(inStock);
      if (q.stock === 'outofstock') where.push(outOfStock);
      if (q.stock === 'low') where.push(lte(products.stock, LOW_STOCK_THRESHOLD));
      if (q.flags === 'featured') where.push(eq(products.featured, true));
      if (q.flags === 'trending') where.push(eq(products.trending, true));
      if (q.flags === 'both')
        where.push(and(eq(products.featured, true), eq(products.trending, true))!);
      if (q.flags === 'none')
        where.push(and(eq(products.featured, false), eq(products.trending, false))!);
      const condition = and(...where);
      const [[totalRow], page] = await Promise.all([
        db.select({ n: count() }).from(products).where(condition),
        db
          .select()
          .from(products)
          .where(condition)
          .orderBy(...sortOrder[q.sort], asc(products.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
      ]);
      const images = await imagesOf(
        db,
        page.map((r) => r.id),
      );
      const total = totalRow?.n ?? 0;
      return {
        products: page.map((r) => toRow(r, images.get(r.id)?.[0], byId)),
        page: q.page,
        limit: q.limit,
        total,
        totalPages: Math.ceil(total / q.limit),
      };
    },

    /** One product with every field, hidden ones too (not deleted ones). */
    getProduct: (id: string) => load(id),

    /** Creates a product; fields left out take productDefaults (warranty, seller, HSN, GST rate). */
    async createProduct(body: CreateProductBody, actor: Actor): Promise<AdminProduct> {
      const cats = await allCategories();
      const byId = new Map(cats.map((c) => [c.id, c]));
      const category = await resolveCategory(body.category, cats);
      const pricePaise = rupeesToPaise(body.price);
      const originalPaise = body.originalPrice ? rupeesToPaise(body.originalPrice) : pricePaise;
      checkPrices(pricePaise, originalPaise, body.discount);
      const sku = body.sku ?? `PW-${shortCode(5)}`;
      await assertSkuFree(sku);
      const stock = body.stock ?? 0;
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
            slug: `${kebab(body.name)}-${shortCode(4).toLowerCase()}`,
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
            isActive: body.isActive ?? true,
            featured: body.featured ?? false,
            trending: body.trending ?? false,
            freeDelivery: body.freeDelivery ?? false,
            highlights: body.highlights ?? [],
            whatsInBox: body.whatsInBox ?? [],
            services: body.services ?? [],
            warranty: withWarrantyDefaults(body.warranty),
            videoUrl: body.videoUrl ?? null,
            seller: withSellerDefaults(body.seller),
            hsnCode: body.hsnCode ?? productDefaults.hsnCode,
            gstRateBp: gstPercentToBp(body.gstRate ?? productDefaults.gstRate),
            countryOfOrigin: body.countryOfOrigin ?? productDefaults.countryOfOrigin,
          })
          .returning({ id: products.id });
        await replaceImages(tx, row!.id, images);
        await recordAdminStockChange(tx, {
          productId: row!.id,
          before: 0,
          after: stock,
          actorUserId: actor.id,
        });
        return row!.id;
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
      let removedKeys: string[] = [];
      await db.transaction(async (tx) => {
        const current = UUID.test(id)
          ? (
              await tx
                .select()
                .from(products)
                .where(and(eq(products.id, id), isNull(products.deletedAt)))
                .for('update')
            )[0]
          : undefined;
        if (!current) throw new AppError('NOT_FOUND', 'Product not found');
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
        checkPrices(pricePaise, originalPaise, body.discount);
        const set: Partial<typeof products.$inferInsert> = {
          pricePaise,
          originalPricePaise: originalPaise,
          updatedAt: new Date(),
        };
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
        if (body.stock !== undefined) set.stock = body.stock;
        if (stockStatus !== undefined) set.stockStatus = stockStatus;
        if (body.isActive !== undefined) set.isActive = body.isActive;
        if (body.featured !== undefined) set.featured = body.featured;
        if (body.trending !== undefined) set.trending = body.trending;
        if (body.freeDelivery !== undefined) set.freeDelivery = body.freeDelivery;
        if (body.highlights !== undefined) set.highlights = body.highlights;
        if (body.whatsInBox !== undefined) set.whatsInBox = body.whatsInBox;
        if (body.services !== undefined) set.services = body.services;
        if (body.warranty !== undefined) set.warranty = withWarrantyDefaults(body.warranty);
        if (body.videoUrl !== undefined) set.videoUrl = body.videoUrl;
        if (body.seller !== undefined) set.seller = withSellerDefaults(body.seller);
        if (body.hsnCode !== undefined) set.hsnCode = body.hsnCode;
        if (body.gstRate !== undefined) set.gstRateBp = gstPercentToBp(body.gstRate);
        if (body.countryOfOrigin !== undefined) set.countryOfOrigin = body.countryOfOrigin;
        await tx.update(products).set(set).where(eq(products.id, id));
        if (body.stock !== undefined)
          await recordAdminStockChange(tx, {
            productId: id,
            before: current.stock,
            after: body.stock,
            actorUserId: actor.id,
          });
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
        }
      });
      catalog.invalidateListings();
      await dropUnusedImages(removedKeys);
      return load(id);
    },

    /**
     * Deletes a product from the shop: it leaves the storefront, carts and the admin list at once;
     * the row stays (marked deleted) so orders, invoices and stock history keep their product.
     */
    async deleteProduct(id: string): Promise<void> {
      const [row] = UUID.test(id)
        ? await db
            .update(products)
            .set({
              deletedAt: new Date(),
              isActive: false,
              featured: false,
              trending: false,
              updatedAt: new Date(),
            })
            .where(and(eq(products.id, id), isNull(products.deletedAt)))
            .returning({ id: products.id })
        : [];
      if (!row) throw new AppError('NOT_FOUND', 'Product not found');
      catalog.invalidateListings();
    },

    /** Quick edits to many products in one transaction: all apply, or none (unknown id → 404). */
    async bulkUpdate(body: BulkUpdateProductsBody, actor: Actor): Promise<{ updated: number }> {
      await db.transaction(async (tx) => {
        for (const { id, ...change } of body.updates) {
          const current = UUID.test(id)
            ? (
                await tx
                  .select()
                  .from(products)
                  .where(and(eq(products.id, id), isNull(products.deletedAt)))
                  .for('update')
              )[0]
            : undefined;
          if (!current) throw new AppError('NOT_FOUND', `Product not found: ${id}`);
          const pricePaise =
            change.price !== undefined ? rupeesToPaise(change.price) : current.pricePaise;
          const originalPaise =
            change.originalPrice !== undefined
              ? change.originalPrice
                ? rupeesToPaise(change.originalPrice)
                : pricePaise
              : Math.max(current.originalPricePaise, pricePaise);
          let stockStatus: StockStatus | undefined;
          let images: ImageRow[] | undefined;
          try {
            checkPrices(pricePaise, originalPaise, undefined);
            stockStatus = stockStatusOf(change);
            if (change.image) {
              const known = (await imagesOf(tx, [id])).get(id) ?? [];
              images = withFirstImage(known, change.image, current.name);
            }
          } catch (err) {
            throw new AppError('VALIDATION_FAILED', `${current.name}: ${(err as Error).message}`);
          }
          await tx
            .update(products)
            .set({
              pricePaise,
              originalPricePaise: originalPaise,
              ...(change.stock !== undefined && { stock: change.stock }),
              ...(stockStatus !== undefined && { stockStatus }),
              ...(change.featured !== undefined && { featured: change.featured }),
              ...(change.trending !== undefined && { trending: change.trending }),
              ...(change.isActive !== undefined && { isActive: change.isActive }),
              updatedAt: new Date(),
            })
            .where(eq(products.id, id));
          if (images) await replaceImages(tx, id, images);
          if (change.stock !== undefined)
            await recordAdminStockChange(tx, {
              productId: id,
              before: current.stock,
              after: change.stock,
              actorUserId: actor.id,
            });
        }
      });
      catalog.invalidateListings();
      return { updated: body.updates.length };
    },

    /**
     * The home page's featured count (4-12, default 8). decisions.md makes it one setting
     * with the home designer's featured selection, so the content module keeps it in the design.
     */
    async getFeaturedCount(): Promise<number> {
      return deps.content.featuredCount();
    },

    async setFeaturedCount(value: number, actor: Actor): Promise<number> {
      return deps.content.setFeaturedCount(value, actor);
    },
  };
}
export type ProductsAdminService = ReturnType<typeof createProductsAdminService>;

/**
 * The stock status a body asks for: the shop's stockStatus, or the older inStock (true: in
 * stock; false: marked out of stock, the count kept). Sent together, they must agree.
 */
function stockStatusOf(body: { stockStatus?: StockStatus; inStock?: boolean }) {
  if (body.inStock === undefined) return body.stockStatus;
  const wanted: StockStatus = body.inStock ? 'in_stock' : 'out_of_stock';
  if (body.stockStatus !== undefined && body.stockStatus !== wanted)
    throw new AppError(
      'VALIDATION_FAILED',
      `inStock ${body.inStock} contradicts stockStatus ${body.stockStatus}`,
    );
  return wanted;
}

function withWarrantyDefaults(w: Partial<AdminProduct['warranty']> | undefined) {
  const d = productDefaults.warranty;
  return {
    period: w?.period || d.period,
    covered: w?.covered || d.covered,
    notCovered: w?.notCovered || d.notCovered,
  };
}

function withSellerDefaults(s: Partial<AdminProduct['seller']> | undefined) {
  const d = productDefaults.seller;
  return {
    name: s?.name || d.name,
    rating: s?.rating ?? d.rating,
    yearsInBusiness: s?.yearsInBusiness ?? d.yearsInBusiness,
  };
}
