import {
  createProductBodySchema,
  productDefaults,
  type AdminProduct,
} from '@propwash/domain/catalog/admin-schemas';
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
  /** "Fits these models": chips with names; the body sends their ids. */
  compatibleWith: z.array(z.object({ id: text, name: text })),
});
export type FormState = z.output<typeof productFields>;

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/** The form → POST/PUT /api/products body, checked by createProductBodySchema (issues by field). */
export const productFormSchema = formSchema(
  productFields,
  (f) => {
    const original = f.originalPrice.trim() === '' ? null : num(f.originalPrice);
    return {
      ...f,
      sku: f.sku.trim() ? f.sku : undefined,
      price: num(f.price),
      originalPrice: original === 0 ? null : original,
      costPrice: f.costPrice.trim() === '' ? null : num(f.costPrice),
      stock: f.stock.trim() === '' ? 0 : num(f.stock),
      seller: {
        name: f.seller.name,
        rating: num(f.seller.rating),
        yearsInBusiness: num(f.seller.yearsInBusiness),
      },
      gstRate: num(f.gstRate),
      compatibleWith: f.compatibleWith.map((m) => m.id),
    };
  },
  createProductBodySchema,
);

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
  warranty: { ...d.warranty },
  videoUrl: '',
  seller: {
    name: d.seller.name,
    rating: String(d.seller.rating),
    yearsInBusiness: String(d.seller.yearsInBusiness),
  },
  hsnCode: d.hsnCode,
  gstRate: String(d.gstRate),
  countryOfOrigin: d.countryOfOrigin,
  images: [],
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
      rating: String(p.seller.rating),
      yearsInBusiness: String(p.seller.yearsInBusiness),
    },
    hsnCode: p.hsnCode,
    gstRate: String(p.gstRate),
    countryOfOrigin: p.countryOfOrigin,
    images: p.images.map((i) => i.url),
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
