import type { Specs } from '@propwash/domain/catalog/specs';
import {
  emptyDeclarations,
  isImported,
  type ProductDeclarations,
} from '@propwash/domain/catalog/declarations';
import { defaultSettings } from '@propwash/domain/settings/defaults';
import { paiseToRupees } from '@propwash/domain/money';
import type { Seller, Warranty } from '../modules/catalog/catalog.tables.ts';
import { flattenCategories } from './categories.ts';
import type { DrawingKind } from './drawings.ts';
import { loadCatalogData, type CategoryProducts, type ProductData } from './product-data.ts';
import { createRandom } from './random.ts';
import {
  variantLabel,
  variantProblems,
  type ProductOption,
} from '@propwash/domain/catalog/variants';

/** A product as the seed writes it: every field decided here, so each run builds the same shop. */
export type ProductSeed = {
  sku: string;
  slug: string;
  name: string;
  brand: string;
  categoryPath: string;
  description: string;
  pricePaise: number;
  originalPricePaise: number;
  costPricePaise: number;
  stock: number;
  stockStatus: 'in_stock' | 'out_of_stock';
  featured: boolean;
  trending: boolean;
  freeDelivery: boolean;
  shipsBySurface: boolean;
  highlights: string[];
  whatsInBox: string[];
  services: string[];
  warranty: Warranty;
  seller: Seller;
  hsnCode: string;
  gstRateBp: number;
  countryOfOrigin: string;
  /** What the label declares; the month is set at insert time, from the listing date. */
  declarations: ProductDeclarations;
  /** All-up weight in grams for a drone, else null. */
  droneWeightGrams: number | null;
  // How long before the seed run the product was listed, so 'newest' sorting has a spread.
  listedMinutesAgo: number;
  drawing: DrawingKind;
  imageCount: number;
  /** Its specification values by attribute key (docs/decisions/specifications.md). */
  specs: Specs;
  /** The options it is sold in and its variants (empty: sold as itself). */
  options: ProductOption[];
  variants: VariantSeed[];
};

/** A seeded variant; the product's price and stock are its variants' (cheapest, sum). */
export type VariantSeed = {
  sku: string;
  options: Record<string, string>;
  label: string;
  pricePaise: number;
  originalPricePaise: number;
  stock: number;
  /** This version's own specification values, over the product's. */
  specs: Specs;
};

export const catalogData: CategoryProducts[] = loadCatalogData();

// The demo shop sells its own stock: one seller, the shop itself, with no rating or years in
// business made up for it (docs/decisions/no-invented-product-claims.md).
const ownSeller: Seller = { name: 'Propwash', rating: null, yearsInBusiness: null };
// Earlier seeds drew a partner seller here (0.5, then one of 5); the draws stay so every later
// seeded choice (stock, dates, pictures) is the same as before.
const FORMER_PARTNER_SELLERS = 5;
const modelCategories = ['airplanes/', 'helicopters', 'drones', 'cars', 'boats'];
const COD_LIMIT_RUPEES = 50_000;

// The demo shop imports what it sells and makes its own Propwash Workshop goods, so its label
// names itself as importer or manufacturer, with its address and customer care from the default
// settings; licence and registration numbers (BIS, WPC, battery EPR) are never made up, and are
// left for the owner (docs/decisions/no-invented-product-claims.md,
// docs/decisions/product-declarations.md).
const shop = defaultSettings.general;
const shopAddress = `${shop.address}, ${shop.city}, ${shop.state} ${shop.pincode}`;
const consumerCare = `${shop.storeName} Customer Care, ${shopAddress}. ${shop.supportEmail}, ${shop.supportPhone} (${shop.supportHours})`;
const OWN_BRAND = 'Propwash Workshop';

/**
 * The net quantity a label states: a pack's count, else one unit; none for goods sold by weight,
 * volume or length (glue, fuel, film, wire), whose measure the seed does not know for certain.
 */
export function seedNetQuantity(name: string, specs: Specs): string {
  const pack = specs.pack_size;
  if (typeof pack === 'number' && pack > 1) return `${pack} units`;
  if (/\b(\d+(\.\d+)?\s?(oz|ml|l)|glue|roll|wire)\b|\bfuel\b(?!\s+tank)/i.test(name)) return '';
  return '1 unit';
}

/** The declarations of a seeded product, the month of manufacture or import aside. */
export function seedDeclarations(seed: {
  name: string;
  brand: string;
  countryOfOrigin: string;
  specs: Specs;
}): ProductDeclarations {
  const imported = isImported(seed.countryOfOrigin);
  const ownMake = !imported && seed.brand === OWN_BRAND;
  return {
    ...emptyDeclarations,
    ...(imported ? { importerName: shop.legalName, importerAddress: shopAddress } : {}),
    ...(ownMake ? { manufacturerName: shop.legalName, manufacturerAddress: shopAddress } : {}),
    netQuantity: seedNetQuantity(seed.name, seed.specs),
    consumerCare,
  };
}
const FREE_SHIPPING_RUPEES = 999;

/** 'FMS P-51D Mustang 1100mm' → 'fms-p-51d-mustang-1100mm'. */
export function kebab(value: string): string {
  return value
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Every seeded product, in catalogue order, with stock, flags, seller and dates decided deterministically. */
export function buildProductSeeds(): ProductSeed[] {
  const rng = createRandom('products');
  const seeds = catalogData.flatMap((group) =>
    group.products.map((data, i) => toSeed(group, data, i)),
  );

  // Stock: 8 sold out and 14 nearly so, the rest by price (cheap parts are stocked deeper).
  const order = rng.sample(
    seeds.map((_, i) => i),
    seeds.length,
  );
  const soldOut = new Set(order.slice(0, 8));
  const lowStock = new Set(order.slice(8, 22));
  seeds.forEach((seed, i) => {
    const rupees = paiseToRupees(seed.pricePaise);
    if (soldOut.has(i)) seed.stock = 0;
    else if (lowStock.has(i)) seed.stock = rng.int(1, 5);
    else if (rupees < 1_000) seed.stock = rng.int(40, 150);
    else if (rupees < 10_000) seed.stock = rng.int(12, 60);
    else seed.stock = rng.int(6, 25);
    seed.stockStatus = seed.stock > 0 ? 'in_stock' : 'out_of_stock';
    seed.costPricePaise = Math.round((seed.pricePaise * rng.int(62, 78)) / 100);
    if (!rng.chance(0.5)) rng.int(0, FORMER_PARTNER_SELLERS - 1);
    seed.seller = ownSeller;
    seed.listedMinutesAgo = rng.int(2 * 60, 180 * 24 * 60);
    seed.imageCount = rng.chance(0.06) ? 3 : rng.chance(0.12) ? 2 : 1;
  });

  // Variants: 0-14 units each from a generator of their own (the choices above stay as they
  // were), never all sold out, so the demo shows choosing a version. The product shows their sum
  // and the cheapest one's price.
  const variantRng = createRandom('variants');
  for (const seed of seeds) {
    if (seed.variants.length === 0) continue;
    for (const v of seed.variants) v.stock = variantRng.int(0, 14);
    if (seed.variants.every((v) => v.stock === 0)) seed.variants[0]!.stock = 5;
    const cheapest = seed.variants.reduce((a, b) => (b.pricePaise < a.pricePaise ? b : a));
    seed.pricePaise = cheapest.pricePaise;
    seed.originalPricePaise = cheapest.originalPricePaise;
    seed.stock = seed.variants.reduce((n, v) => n + v.stock, 0);
    seed.stockStatus = seed.stock > 0 ? 'in_stock' : 'out_of_stock';
    seed.costPricePaise = Math.round((seed.pricePaise * 70) / 100);
  }

  const discounted = seeds.filter((s) => s.stock > 0 && s.originalPricePaise > s.pricePaise);
  for (const s of rng.sample(discounted, 12)) s.featured = true;
  for (const s of rng.sample(
    seeds.filter((s) => s.stock > 0),
    10,
  ))
    s.trending = true;
  return seeds;
}

function toSeed(group: CategoryProducts, data: ProductData, index: number): ProductSeed {
  const price = data.price;
  const sku = `PW-${group.skuPrefix}-${String(index + 1).padStart(3, '0')}`;
  const options = data.options ?? [];
  const variants: VariantSeed[] = (data.variants ?? []).map((v) => ({
    sku: `${sku}-${v.suffix}`,
    options: v.options,
    label: variantLabel(options, v.options),
    pricePaise: v.price * 100,
    originalPricePaise: (v.mrp ?? v.price) * 100,
    stock: 0,
    specs: v.specs ?? {},
  }));
  const problems = variantProblems(
    options,
    variants.map((v) => ({
      ...v,
      price: v.pricePaise / 100,
      isActive: true,
      images: [],
      specValues: v.specs,
    })),
  );
  if (problems.length > 0) throw new Error(`Seed data for ${data.name}: ${problems[0]}`);
  const services = ['7-Day Replacement', 'GST Invoice Available'];
  if (price <= COD_LIMIT_RUPEES) services.push('Cash on Delivery Available');
  if (modelCategories.some((c) => group.category.startsWith(c)))
    services.push('Free Setup Help on Call');
  return {
    sku,
    slug: kebab(data.name),
    name: data.name,
    brand: data.brand,
    categoryPath: group.category,
    description: `${data.blurb}\n\n${group.note}`,
    pricePaise: price * 100,
    originalPricePaise: (data.mrp ?? price) * 100,
    costPricePaise: 0,
    stock: 0,
    stockStatus: 'in_stock',
    featured: false,
    trending: false,
    freeDelivery: price >= FREE_SHIPPING_RUPEES,
    shipsBySurface: shipsBySurfaceOnly(group.category, data.name),
    highlights: data.highlights,
    whatsInBox: data.box ?? group.box,
    services,
    warranty: { ...group.warranty, ...data.warranty },
    seller: ownSeller,
    hsnCode: data.hsn ?? group.hsn,
    gstRateBp: (data.gstPercent ?? group.gstPercent) * 100,
    countryOfOrigin: data.origin ?? group.origin,
    declarations: seedDeclarations({
      name: data.name,
      brand: data.brand,
      countryOfOrigin: data.origin ?? group.origin,
      specs: data.specs ?? {},
    }),
    droneWeightGrams: data.droneWeight ?? null,
    listedMinutesAgo: 0,
    drawing: data.drawing ?? defaultDrawing(group.category),
    imageCount: 1,
    specs: data.specs ?? {},
    options,
    variants,
  };
}

/**
 * Seeded goods airlines will not carry, so couriers take them by road only (docs/decisions/goods-that-ship-by-surface.md):
 * LiPo and Li-ion packs in batteries-chargers (not chargers, nor the LiPo
 * safe bag in accessories), and model-engine fuel anywhere (not a fuel tank).
 */
export function shipsBySurfaceOnly(categoryPath: string, name: string): boolean {
  const isLithiumPack = categoryPath === 'batteries-chargers' && /\b(lipo|li-ion)\b/i.test(name);
  const isFuel = /\bfuel\b/i.test(name) && !/\btanks?\b/i.test(name);
  return isLithiumPack || isFuel;
}

function defaultDrawing(categoryPath: string): DrawingKind {
  const category = flattenCategories().find((c) => c.path === categoryPath);
  if (!category) throw new Error(`Product data names an unknown category: ${categoryPath}`);
  return category.seed.drawing;
}
