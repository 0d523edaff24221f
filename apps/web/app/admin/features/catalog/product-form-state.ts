import { productDefaults, type AdminProduct } from '@propwash/domain/catalog/admin-schemas';
import { discountPercent, rupeesToPaise } from '@propwash/domain/money';

/** The product form as typed: every field a string until bodyFrom reads it. */
export type FormState = {
  name: string;
  brand: string;
  sku: string;
  category: string;
  price: string;
  originalPrice: string;
  costPrice: string;
  stock: string;
  stockStatus: 'in_stock' | 'out_of_stock';
  isActive: boolean;
  featured: boolean;
  trending: boolean;
  freeDelivery: boolean;
  description: string;
  highlights: string;
  whatsInBox: string;
  services: string;
  warrantyPeriod: string;
  warrantyCovered: string;
  warrantyNotCovered: string;
  videoUrl: string;
  sellerName: string;
  sellerRating: string;
  sellerYears: string;
  hsnCode: string;
  gstRate: string;
  countryOfOrigin: string;
  images: string[];
};

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
  description: '',
  highlights: '',
  whatsInBox: '',
  services: '',
  warrantyPeriod: d.warranty.period,
  warrantyCovered: d.warranty.covered,
  warrantyNotCovered: d.warranty.notCovered,
  videoUrl: '',
  sellerName: d.seller.name,
  sellerRating: String(d.seller.rating),
  sellerYears: String(d.seller.yearsInBusiness),
  hsnCode: d.hsnCode,
  gstRate: String(d.gstRate),
  countryOfOrigin: d.countryOfOrigin,
  images: [],
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
    description: p.description,
    highlights: p.highlights.join('\n'),
    whatsInBox: p.whatsInBox.join('\n'),
    services: p.services.join('\n'),
    warrantyPeriod: p.warranty.period,
    warrantyCovered: p.warranty.covered,
    warrantyNotCovered: p.warranty.notCovered,
    videoUrl: p.videoUrl ?? '',
    sellerName: p.seller.name,
    sellerRating: String(p.seller.rating),
    sellerYears: String(p.seller.yearsInBusiness),
    hsnCode: p.hsnCode,
    gstRate: String(p.gstRate),
    countryOfOrigin: p.countryOfOrigin,
    images: p.images.map((i) => i.url),
  };
}

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/** The request body (createProductBodySchema checks it before it is sent). */
export function bodyFrom(f: FormState) {
  const original = f.originalPrice.trim() === '' ? null : num(f.originalPrice);
  return {
    name: f.name,
    brand: f.brand,
    ...(f.sku.trim() && { sku: f.sku }),
    category: f.category,
    price: num(f.price),
    originalPrice: original === 0 ? null : original,
    costPrice: f.costPrice.trim() === '' ? null : num(f.costPrice),
    stock: f.stock.trim() === '' ? 0 : num(f.stock),
    stockStatus: f.stockStatus,
    isActive: f.isActive,
    featured: f.featured,
    trending: f.trending,
    freeDelivery: f.freeDelivery,
    description: f.description,
    highlights: f.highlights,
    whatsInBox: f.whatsInBox,
    services: f.services,
    warranty: {
      period: f.warrantyPeriod,
      covered: f.warrantyCovered,
      notCovered: f.warrantyNotCovered,
    },
    videoUrl: f.videoUrl,
    seller: {
      name: f.sellerName,
      rating: num(f.sellerRating),
      yearsInBusiness: num(f.sellerYears),
    },
    hsnCode: f.hsnCode,
    gstRate: num(f.gstRate),
    countryOfOrigin: f.countryOfOrigin,
    images: f.images,
  };
}

/** The discount the server will store for these prices (the one rule, packages/domain money.ts). */
export function discountOf(f: FormState): number {
  const price = num(f.price);
  const original = num(f.originalPrice);
  if (!(price > 0) || !(original > price)) return 0;
  return discountPercent(rupeesToPaise(price), rupeesToPaise(original));
}
