import { sql, type SQL } from 'drizzle-orm';
import { VARIANT_NAME_SEPARATOR } from '@propwash/domain/catalog/variants';
import { categories, productImages, products, productVariants } from './catalog.tables.ts';

/**
 * A product as the cart prices it and an order records it, read as the catalog stands now
 * (paise; `image_key` is the first image's storage key). Disabled products are included
 * (`is_active`), so the caller can name them.
 */
export type CartProductColumns = {
  /** The display name: "Skylark 1200 — BNF" for a variant's line. */
  name: string;
  sku: string;
  price_paise: number;
  original_price_paise: number;
  gst_rate_bp: number;
  hsn_code: string;
  stock: number;
  stock_status: string;
  /** The line can be sold: product active, and its variant active (a product with options). */
  is_active: boolean;
  /** Goes by road only: no express (docs/decisions/goods-that-ship-by-surface.md). */
  ships_by_surface: boolean;
  /** A drone's all-up weight in grams, which an order line keeps; null: not a drone (docs/decisions/drones.md). */
  drone_weight_grams: number | null;
  /**
   * The category's name, which an order line keeps
   * (docs/decisions/order-lines-keep-the-category-name.md).
   */
  category: string;
  image_key: string | null;
  /** The product itself is active (is_active may still be false for the line's variant). */
  product_active: boolean;
  variant_id: string | null;
  variant_label: string | null;
  /** The variant's own first image URL, else null. */
  variant_image: string | null;
  /** "Version and Mode": the option names to choose, for a product with options; else null. */
  choose: string | null;
};

/**
 * The catalog's side of the cart and checkout statements: each row of `lines` (a query with
 * `product_id` and `variant_id` columns, written by the cart module over its own tables) with its
 * product's columns, a variant's price, SKU, stock and name overriding the product's
 * (docs/decisions/variants.md); lines of products that no longer exist drop out. The cart sends it inside its own
 * statement, so a cart read or an order's re-quote stays one round trip while each module reads
 * only its own tables (docs/architecture.md, "A module owns its tables").
 */
export function withCartProducts(lines: SQL): SQL {
  return sql`select l.*,
      case when v.id is null then p.name
           else p.name || ${VARIANT_NAME_SEPARATOR}::text || v.label end as name,
      coalesce(v.sku, p.sku) as sku,
      coalesce(v.price_paise, p.price_paise) as price_paise,
      coalesce(v.original_price_paise, p.original_price_paise) as original_price_paise,
      p.gst_rate_bp, p.hsn_code,
      case when l.variant_id is null then p.stock else coalesce(v.stock, 0) end as stock,
      p.stock_status,
      p.ships_by_surface,
      p.drone_weight_grams,
      p.is_active and case when l.variant_id is null then p.options = '[]'::jsonb
                           else coalesce(v.is_active, false) end as is_active,
      p.is_active as product_active,
      v.label as variant_label,
      v.images ->> 0 as variant_image,
      case when p.options <> '[]'::jsonb then (
        select string_agg(o ->> 'name', ' and ') from jsonb_array_elements(p.options) o
      ) end as choose,
      c.name as category,
      (select i.key from ${productImages} i where i.product_id = p.id
        order by i.position limit 1) as image_key
    from (${lines}) l
    join ${products} p on p.id = l.product_id
    left join ${productVariants} v on v.id = l.variant_id and v.product_id = p.id
    join ${categories} c on c.id = p.category_id`;
}
