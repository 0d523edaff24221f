import {
  COUNTRY_REQUIRED_TO_PUBLISH,
  createProductBodySchema,
  productDefaults,
} from '@propwash/domain/catalog/admin-schemas';
import type { AdminProduct } from '@propwash/domain/catalog/admin-read-schemas';
import { variantProblems, type VariantInput } from '@propwash/domain/catalog/variants';
import { discountPercent, rupeesToPaise } from '@propwash/domain/money';
import { z } from 'zod';
import { formSchema } from '#app/admin/ui/form-schema.ts';

const text = z.string();
const flag = z.boolean();

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
    }),
  ),
  /** "Fits these models": chips with names; the body sends their ids. */
  compatibleWith: z.array(z.object({ id: text, name: text })),
});
export type FormState = z.output<typeof productFields>;

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

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

function variantOf(row: VariantRow): VariantInput {
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
  };
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
    };
  });
}

/** The form → POST/PUT /api/products body, checked by createProductBodySchema (issues by field). */
export const productFormSchema = formSchema(
  productFields,
  (f) => {
    const original = f.originalPrice.trim() === '' ? null : num(f.originalPrice);
    const options = optionsOf(f.options);
    const variants = f.variants.map(variantOf);
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
    })),
    compatibleWith: p.fitsModels.map(({ id, name }) => ({ id, name })),
  };
}

/** The discount the server will store for these prices (the one rule, packages/domain money.ts). */
export function discountOf(prices: { price: string; originalPrice: string }): number {
  const price = num(prices.price);
  const original = num(prices.originalPrice);
  if (!(price > 0) || !(original > price)) return 0;
  return discountPercent(rupeesToPaise(price), rupeesToPaise(original));
}
