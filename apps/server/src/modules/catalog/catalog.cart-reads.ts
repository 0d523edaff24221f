import { sql, type SQL } from 'drizzle-orm';
import { categories, productImages, products } from './catalog.tables.ts';

/**
 * A product as the cart prices it and an order records it, read as the catalog stands now
 * (paise; `image_key` is the first image's storage key). Disabled products are included
 * (`is_active`), so the caller can name them.
 */
export type CartProductColumns = {
  name: string;
  sku: string;
  price_paise: number;
  original_price_paise: number;
  gst_rate_bp: number;
  hsn_code: string;
  stock: number;
  stock_status: string;
  is_active: boolean;
  /** Goes by road only: no express (decisions.md, "Goods that ship by surface"). */
  ships_by_surface: boolean;
  category: string;
  image_key: string | null;
};

/**
 * The catalog's side of the cart and checkout statements: each row of `lines` (a query with a
 * `product_id` column, written by the cart module over its own tables) with its product's
 * columns; lines of products that no longer exist drop out. The cart sends it inside its own
 * statement, so a cart read or an order's re-quote stays one round trip while each module reads
 * only its own tables (docs/architecture.md, "A module owns its tables").
 */
export function withCartProducts(lines: SQL): SQL {
  return sql`select l.*, p.name, p.sku, p.price_paise, p.original_price_paise, p.gst_rate_bp,
      p.hsn_code, p.stock, p.stock_status, p.is_active, p.ships_by_surface, c.slug as category,
      (select i.key from ${productImages} i where i.product_id = p.id
        order by i.position limit 1) as image_key
    from (${lines}) l
    join ${products} p on p.id = l.product_id
    join ${categories} c on c.id = p.category_id`;
}
