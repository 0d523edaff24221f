import type { Warranty } from '../modules/catalog/catalog.tables.ts';
import type { DrawingKind } from './drawings.ts';

/** One catalogue entry as written by hand; prices in whole rupees (converted to paise once, in products.ts). */
export type ProductData = {
  name: string;
  brand: string;
  price: number;
  // MRP; omitted when the product sells at MRP.
  mrp?: number;
  blurb: string;
  highlights: string[];
  box?: string[];
  drawing?: DrawingKind;
  hsn?: string;
  gstPercent?: number;
  origin?: string;
  warranty?: Partial<Warranty>;
};

/** A category's products with the defaults they share (HSN, GST, origin, warranty, box, closing note). */
export type CategoryProducts = {
  category: string;
  skuPrefix: string;
  hsn: string;
  gstPercent: number;
  origin: string;
  warranty: Warranty;
  box: string[];
  note: string;
  products: ProductData[];
};

export const modelWarranty: Warranty = {
  period: '1 Year',
  covered: 'Manufacturing Defects',
  notCovered: 'Physical Damage',
};
