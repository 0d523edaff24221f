import { sql, type SQL } from 'drizzle-orm';
import { MAX_LINE_QUANTITY } from '@propwash/domain/cart/schemas';
import { preparedSql } from '../../platform/prepared-sql.ts';
import type { CartProductColumns } from '../catalog/catalog.cart-reads.ts';
import { cartItems, carts, NO_VARIANT } from './cart.tables.ts';

/** The line identity's third part, the exact expression of cart_item_line_uq (cart.tables.ts). */
export const lineIdentity = sql.raw(`coalesce(variant_id, '${NO_VARIANT}'::uuid)`);

/** Distinct products one cart may hold (the guest-cart merge accepts the same number). */
export const MAX_CART_LINES = 100;

/** A stored line with its product as the catalog stands now (snake_case, as the SQL names it). */
export type CartLineRow = CartProductColumns & {
  product_id: string;
  variant_id: string | null;
  quantity: number;
  added_at: string;
};

/** What POST /cart's one statement answers. */
export type AddedRow = {
  /** The product (null when unknown); disabled products come back with is_active false. */
  product: (CartProductColumns & { product_id: string }) | null;
  /** The line's quantity before the add (null: no line). */
  in_cart: number | null;
  line_count: number;
  /** The line's quantity after the add (null: refused). */
  added: number | null;
  /** The lines as the statement found them, with their products, in the order they were added. */
  lines: CartLineRow[] | string;
};

/** The catalog's SQL for cart lines (catalog.cart-reads.ts), passed in by the composition root. */
export type WithCartProducts = (lines: SQL) => SQL;

const p = {
  userId: sql.placeholder('userId'),
  productId: sql.placeholder('productId'),
  productIds: sql.placeholder('productIds'),
  variantId: sql.placeholder('variantId'),
  variantIds: sql.placeholder('variantIds'),
  quantity: sql.placeholder('quantity'),
};

/**
 * The cart's statements, built once (platform/prepared-sql.ts): the cart reads and writes its own
 * tables and gets its products' columns from the catalog's SQL, in the same statement.
 */
export function createCartStatements(withProducts: WithCartProducts) {
  const linesOfUser = sql`select ci.product_id, ci.variant_id, ci.quantity, ci.added_at
      from ${cartItems} ci join ${carts} c on c.id = ci.cart_id
     where c.user_id = ${p.userId}::uuid`;

  const linesSql = sql`select * from (${withProducts(linesOfUser)}) x
    order by x.added_at, x.product_id, x.variant_id`;

  return {
    /** The user's lines as SQL, for a caller's own statement (placeholder `userId`). */
    linesSql,

    /** The user's lines with their products (disabled ones included), oldest first. */
    lines: preparedSql<CartLineRow, { userId: string }>('cart_lines', linesSql),

    /**
     * Products (or their variants: `variantIds` pairs with `productIds`, null for none) by id,
     * disabled ones included, for lines that are not stored yet.
     */
    products: preparedSql<CartLineRow, { productIds: string[]; variantIds: (string | null)[] }>(
      'cart_products',
      withProducts(
        sql`select t.product_id, t.variant_id, 0 as quantity, now() as added_at
          from unnest(${p.productIds}::uuid[], ${p.variantIds}::uuid[]) as t(product_id, variant_id)`,
      ),
    ),

    /** The quantity of one line now (0: no line). */
    quantityInCart: preparedSql<
      { quantity: number },
      { userId: string; productId: string; variantId: string | null }
    >(
      'cart_line_quantity',
      sql`select ci.quantity from ${cartItems} ci join ${carts} c on c.id = ci.cart_id
           where c.user_id = ${p.userId}::uuid and ci.product_id = ${p.productId}::uuid
             and ci.variant_id is not distinct from ${p.variantId}::uuid`,
    ),

    /**
     * POST /cart in one statement: the product (the catalog's), the lines as they were, and the
     * add itself, written only while the line stays within what can be bought (so two quick
     * clicks cannot together take more than the stock: the conflict update checks it again on
     * the row it locks) and only for a line already there or a cart with room for one more. The
     * cart row is created (or touched) only when the add is written.
     */
    add: preparedSql<
      AddedRow,
      { userId: string; productId: string; variantId: string | null; quantity: number }
    >(
      'cart_add',
      sql`with product as (
          ${withProducts(
            sql`select ${p.productId}::uuid as product_id, ${p.variantId}::uuid as variant_id`,
          )}
        ), lim as (
          select least(case when stock > 0 and stock_status = 'in_stock' then stock else 0 end,
                       ${MAX_LINE_QUANTITY}::int) as n
            from product where is_active
        ), lines as (
          ${withProducts(linesOfUser)}
        ), line as (
          select quantity from lines where product_id = ${p.productId}::uuid
             and variant_id is not distinct from ${p.variantId}::uuid
        ), allowed as (
          select n from lim
           where coalesce((select quantity from line), 0) + ${p.quantity}::int <= n
             and (exists (select 1 from line) or (select count(*) from lines) < ${MAX_CART_LINES}::int)
        ), cart as (
          insert into ${carts} (user_id) select ${p.userId}::uuid from allowed
          on conflict (user_id) do update set updated_at = now()
          returning id
        ), added as (
          insert into ${cartItems} (cart_id, product_id, variant_id, quantity)
          select cart.id, ${p.productId}::uuid, ${p.variantId}::uuid, ${p.quantity}::int from cart
          on conflict (cart_id, product_id, ${lineIdentity}) do update
            set quantity = ${cartItems}.quantity + excluded.quantity
            where ${cartItems}.quantity + excluded.quantity <= (select n from lim)
          returning quantity
        )
        select (select row_to_json(product) from product) as product,
               (select quantity from line) as in_cart,
               (select count(*)::int from lines) as line_count,
               (select quantity from added) as added,
               (select coalesce(json_agg(lines order by added_at, product_id, variant_id), '[]'::json)
                  from lines) as lines`,
    ),
  };
}
export type CartStatements = ReturnType<typeof createCartStatements>;

/** Empties the user's cart: SQL for a caller's own statement (placing an order). */
export function clearLinesSql(userId: string): SQL {
  return sql`delete from ${cartItems} where cart_id in
    (select id from ${carts} where user_id = ${userId}::uuid)`;
}

/** json columns arrive parsed from node-postgres and PGlite alike; text is parsed here. */
export function parsedJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
