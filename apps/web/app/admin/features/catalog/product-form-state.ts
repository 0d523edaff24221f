import {
  COUNTRY_REQUIRED_TO_PUBLISH,
  createProductBodySchema,
  productDefaults,
} from '@propwash/domain/catalog/admin-schemas';
import type { AdminProduct } from '@propwash/domain/catalog/admin-read-schemas';
import {
  attributeTypes,
  type Attribute,
  type Specs,
  type SpecValue,
} from '@propwash/domain/catalog/specs';
import { variantProblems, type VariantInput } from '@propwash/domain/catalog/variants';
import { discountPercent, rupeesToPaise } from '@propwash/domain/money';
import { z } from 'zod';
import { formSchema } from '#app/admin/ui/form-schema.ts';

const text = z.string();
const flag = z.boolean();
/** Specification values as typed, by attribute key (a field never shown is undefined). */
const typedSpecs = z.record(z.string(), z.string().optional());
/** One attribute of the chosen category, as the form needs it to read what was typed. */
const specAttribute = z.object({
  key: text,
  name: text,
  type: z.enum(attributeTypes),
  unit: text,
  choices: z.array(text),
});
export type SpecAttribute = z.output<typeof specAttribute>;

/** The product form as typed: numbers stay strings until the body is made from them. */
const productFields = z.object({
  name: text,
  brand: text,
  sku: text,
  category: text,
  price: text,
  originalPrice: text,
  costPrice: text,
  stock: text,
  stockStatus: z.enum(['in_stock', 'out_of_stock']),
  isActive: flag,
  featured: flag,
  trending: flag,
  freeDelivery: flag,
  shipsBySurface: flag,
  description: text,
  highlights: text,
  whatsInBox: text,
  services: text,
  warranty: z.object({ period: text, covered: text, notCovered: text }),
  videoUrl: text,
  seller: z.object({ name: text, rating: text, yearsInBusiness: text }),
  hsnCode: text,
  gstRate: text,
  countryOfOrigin: text,
  images: z.array(text),
  /** Options as typed: values comma-separated ("RTF, BNF, PNP"). */
  options: z.array(z.object({ name: text, values: text })),
  variants: z.array(
    z.object({
      id: text.optional(),
      sku: text,
      /** The variant's value of each option, by option name (set by the matrix, not typed). */
      choice: z.record(z.string(), z.string()),
      price: text,
      originalPrice: text,
      stock: text,
      isActive: flag,
      images: z.array(text),
      /** The variant's own specification values (blank: the product's). */
      specValues: typedSpecs,
    }),
  ),
  /** "Fits these models": chips with names; the body sends their ids. */
  compatibleWith: z.array(z.object({ id: text, name: text })),
  /** The product's specification values, by attribute key. */
  specValues: typedSpecs,
  /** What the label declares (docs/decisions/product-declarations.md); '' is none. */
  declarations: z.object({
    manufacturerName: text,
    manufacturerAddress: text,
    importerName: text,
    importerAddress: text,
    netQuantity: text,
    /** YYYY-MM, as a month input holds it. */
    monthOfManufactureOrImport: text,
    consumerCare: text,
    bisLicence: text,
    wpcApproval: text,
    batteryEpr: text,
  }),
  /** A drone's all-up weight in grams as typed; blank: not a drone (docs/decisions/drones.md). */
  droneWeightGrams: text,
  /**
   * The chosen category's attributes, set by the Specifications section once they are loaded;
   * null until then, and the body then leaves every specValues out (absent: left as they are).
   */
  specAttributes: z.array(specAttribute).nullable(),
});
export type FormState = z.output<typeof productFields>;

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/** A weight as typed ("1,200") → grams; blank → null (not a drone); anything else NaN. */
export function droneGramsOf(typed: string): number | null {
  const t = typed.trim().replace(/,/g, '');
  if (t === '') return null;
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

export type OptionRow = FormState['options'][number];
export type VariantRow = FormState['variants'][number];

/** "RTF, BNF ,, PNP" → ['RTF', 'BNF', 'PNP']. */
export function splitValues(text: string): string[] {
  return text
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/** The options the owner filled in (blank rows left out), as the API takes them. */
export function optionsOf(rows: readonly OptionRow[]) {
  return rows
    .map((o) => ({ name: o.name.trim(), values: splitValues(o.values) }))
    .filter((o) => o.name !== '' || o.values.length > 0);
}

function variantOf(row: VariantRow, specs: readonly SpecAttribute[] | null): VariantInput {
  const original = row.originalPrice.trim() === '' ? undefined : num(row.originalPrice);
  return {
    ...(row.id ? { id: row.id } : {}),
    sku: row.sku,
    options: row.choice,
    price: num(row.price),
    ...(original === undefined ? {} : { originalPrice: original }),
    stock: row.stock.trim() === '' ? 0 : num(row.stock),
    isActive: row.isActive,
    images: row.images,
    ...(specs && { specValues: specValuesOf(row.specValues, specs) }),
  };
}

/**
 * A category's attributes (docs/decisions/specifications.md): those assigned to its parent first
 * (a subcategory has its parent's), then its own, each once, in the list's order.
 */
export function categoryAttributes(
  attributes: readonly Attribute[],
  categoryPath: string,
): Attribute[] {
  if (!categoryPath) return [];
  const [top] = categoryPath.split('/');
  const chain = top === categoryPath ? [categoryPath] : [top!, categoryPath];
  const out: Attribute[] = [];
  for (const path of chain) {
    for (const a of attributes) {
      if (a.categories.includes(path) && !out.includes(a)) out.push(a);
    }
  }
  return out;
}

/** Values as the form's inputs hold them: { capacity: '2200', connector: 'XT60' }. */
export function specText(values: Specs): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, v]) => [key, String(v)]));
}

/** A number as the owner may type it ("2,200"), else NaN. */
function specNumber(typed: string): number {
  const t = typed.trim().replace(/,/g, '');
  return /^\d+(\.\d+)?$|^\.\d+$/.test(t) ? Number(t) : Number.NaN;
}

/**
 * What was typed → the values the API takes: the category's attributes only (the API refuses
 * another key), blank fields left out, a number attribute's value as a number.
 */
export function specValuesOf(
  typed: Readonly<Record<string, string | undefined>>,
  specs: readonly SpecAttribute[],
): Specs {
  const out: Record<string, SpecValue> = {};
  for (const a of specs) {
    const value = typed[a.key]?.trim();
    if (!value) continue;
    out[a.key] = a.type === 'number' ? specNumber(value) : value;
  }
  return out;
}

/** The API's words for a number it cannot read (the field's message before it is sent). */
export function specNumberProblem(
  typed: string | undefined,
  a: Pick<SpecAttribute, 'name' | 'type' | 'unit'>,
): string | null {
  if (a.type !== 'number' || !typed?.trim() || !Number.isNaN(specNumber(typed))) return null;
  return `${a.name} must be a number${a.unit ? ` (in ${a.unit})` : ''}`;
}

/**
 * Every combination of the options' values, in order (Version × Mode: RTF/Mode 1, RTF/Mode 2, …).
 * Rows already there for a combination are kept as they are (id, SKU, prices, stock); new ones get
 * a SKU made from the product's (EFL-123 → EFL-123-RTF) and the product's price. The first build
 * keeps the product's stock on the first version (the stock history records it there), so no
 * stock is lost; the owner moves units to the other versions as they are counted.
 */
export function buildMatrix(
  options: readonly { name: string; values: string[] }[],
  existing: readonly VariantRow[],
  product: { sku: string; price: string; originalPrice: string; stock: string },
): VariantRow[] {
  const named = options.filter((o) => o.name && o.values.length > 0);
  if (named.length === 0) return [];
  let combos: Record<string, string>[] = [{}];
  for (const o of named) {
    combos = combos.flatMap((c) => o.values.map((v) => ({ ...c, [o.name]: v })));
  }
  const same = (a: Record<string, string>, b: Record<string, string>) =>
    named.every((o) => a[o.name] === b[o.name]) && Object.keys(a).length === named.length;
  const base = product.sku.trim().toUpperCase();
  const firstBuild = existing.length === 0;
  const stock = /^\d+$/.test(product.stock.trim()) ? product.stock.trim() : '0';
  return combos.map((choice, index) => {
    const kept = existing.find((row) => same(row.choice, choice));
    if (kept) return { ...kept, choice };
    const suffix = named
      .map((o) => choice[o.name]!.toUpperCase().replace(/[^A-Z0-9]+/g, ''))
      .join('-');
    return {
      sku: base ? `${base}-${suffix}`.slice(0, 64) : '',
      choice,
      price: product.price,
      originalPrice: product.originalPrice,
      stock: firstBuild && index === 0 ? stock : '0',
      isActive: true,
      images: [],
      specValues: {},
    };
  });
}

/** Each specification number that is not one, under its field (product's and variants'). */
const checkedFields = productFields.superRefine((f, ctx) => {
  for (const a of f.specAttributes ?? []) {
    const own = specNumberProblem(f.specValues[a.key], a);
    if (own) ctx.addIssue({ code: 'custom', path: ['specValues', a.key], message: own });
    f.variants.forEach((v, i) => {
      const problem = specNumberProblem(v.specValues[a.key], a);
      if (problem) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', i, 'specValues', a.key],
          message: problem,
        });
      }
    });
  }
});

/** The form → POST/PUT /api/products body, checked by createProductBodySchema (issues by field). */
export const productFormSchema = formSchema(
  checkedFields,
  ({ specAttributes, specValues, ...f }) => {
    const original = f.originalPrice.trim() === '' ? null : num(f.originalPrice);
    const options = optionsOf(f.options);
    const variants = f.variants.map((v) => variantOf(v, specAttributes));
    // A product sold in versions: the server sets its own price and stock from its variants.
    const active = variants.filter((v) => v.isActive && v.price > 0);
    const cheapest = active.length
      ? active.reduce((a, b) => (b.price < a.price ? b : a))
      : undefined;
    return {
      ...f,
      options,
      variants,
      ...(cheapest && f.price.trim() === ''
        ? { price: cheapest.price, originalPrice: cheapest.originalPrice ?? null }
        : { price: num(f.price), originalPrice: original === 0 ? null : original }),
      sku: f.sku.trim() ? f.sku : undefined,
      costPrice: f.costPrice.trim() === '' ? null : num(f.costPrice),
      stock: f.stock.trim() === '' ? 0 : num(f.stock),
      // Blank stays blank: no rating or years are shown (docs/decisions/no-invented-product-claims.md).
      seller: {
        name: f.seller.name,
        rating: f.seller.rating.trim() === '' ? null : num(f.seller.rating),
        yearsInBusiness:
          f.seller.yearsInBusiness.trim() === '' ? null : num(f.seller.yearsInBusiness),
      },
      gstRate: num(f.gstRate),
      compatibleWith: f.compatibleWith.map((m) => m.id),
      droneWeightGrams: droneGramsOf(f.droneWeightGrams),
      ...(specAttributes && { specValues: specValuesOf(specValues, specAttributes) }),
    };
  },
  createProductBodySchema,
).superRefine((body, ctx) => {
  // The server's own check of the set (the same words it answers with), next to the section.
  const [problem] = variantProblems(body.options ?? [], body.variants ?? []);
  if (problem) ctx.addIssue({ code: 'custom', path: ['variants'], message: problem });
  // The server refuses it too (docs/decisions/no-invented-product-claims.md).
  if (body.isActive !== false && !body.countryOfOrigin)
    ctx.addIssue({
      code: 'custom',
      path: ['countryOfOrigin'],
      message: COUNTRY_REQUIRED_TO_PUBLISH,
    });
});

const d = productDefaults;
export const emptyForm: FormState = {
  name: '',
  brand: '',
  sku: '',
  category: '',
  price: '',
  originalPrice: '',
  costPrice: '',
  stock: '0',
  stockStatus: 'in_stock',
  isActive: true,
  featured: false,
  trending: false,
  freeDelivery: false,
  shipsBySurface: false,
  description: '',
  highlights: '',
  whatsInBox: '',
  services: '',
  // Nothing a shopper reads as a claim is filled in for the owner (only tax codes are).
  warranty: { period: '', covered: '', notCovered: '' },
  videoUrl: '',
  seller: { name: '', rating: '', yearsInBusiness: '' },
  hsnCode: d.hsnCode,
  gstRate: String(d.gstRate),
  countryOfOrigin: '',
  images: [],
  options: [],
  variants: [],
  compatibleWith: [],
  specValues: {},
  specAttributes: null,
  declarations: {
    manufacturerName: '',
    manufacturerAddress: '',
    importerName: '',
    importerAddress: '',
    netQuantity: '',
    monthOfManufactureOrImport: '',
    consumerCare: '',
    bisLicence: '',
    wpcApproval: '',
    batteryEpr: '',
  },
  droneWeightGrams: '',
};

export function formFrom(p: AdminProduct): FormState {
  return {
    name: p.name,
    brand: p.brand,
    sku: p.sku,
    category: p.categoryPath,
    price: String(p.price),
    originalPrice: p.originalPrice > p.price ? String(p.originalPrice) : '',
    costPrice: p.costPrice === null ? '' : String(p.costPrice),
    stock: String(p.stock),
    stockStatus: p.stockStatus,
    isActive: p.isActive,
    featured: p.featured,
    trending: p.trending,
    freeDelivery: p.freeDelivery,
    shipsBySurface: p.shipsBySurface,
    description: p.description,
    highlights: p.highlights.join('\n'),
    whatsInBox: p.whatsInBox.join('\n'),
    services: p.services.join('\n'),
    warranty: { ...p.warranty },
    videoUrl: p.videoUrl ?? '',
    seller: {
      name: p.seller.name,
      rating: p.seller.rating === null ? '' : String(p.seller.rating),
      yearsInBusiness: p.seller.yearsInBusiness === null ? '' : String(p.seller.yearsInBusiness),
    },
    hsnCode: p.hsnCode,
    gstRate: String(p.gstRate),
    countryOfOrigin: p.countryOfOrigin ?? '',
    images: p.images.map((i) => i.url),
    options: p.options.map((o) => ({ name: o.name, values: o.values.join(', ') })),
    variants: p.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      choice: { ...v.options },
      price: String(v.price),
      originalPrice: v.originalPrice > v.price ? String(v.originalPrice) : '',
      stock: String(v.stock),
      isActive: v.isActive,
      images: v.images,
      specValues: specText(v.specValues),
    })),
    compatibleWith: p.fitsModels.map(({ id, name }) => ({ id, name })),
    specValues: specText(p.specValues),
    specAttributes: null,
    declarations: { ...p.declarations },
    droneWeightGrams: p.droneWeightGrams === null ? '' : String(p.droneWeightGrams),
  };
}

/** The discount the server will store for these prices (the one rule, packages/domain money.ts). */
export function discountOf(prices: { price: string; originalPrice: string }): number {
  const price = num(prices.price);
  const original = num(prices.originalPrice);
  if (!(price > 0) || !(original > price)) return 0;
  return discountPercent(rupeesToPaise(price), rupeesToPaise(original));
}
