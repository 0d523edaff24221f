import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  AddCartItemBody,
  Cart,
  CartLine,
  UpdateCartItemBody,
} from '@propwash/domain/cart/schemas';
import type { ProductCard } from '@propwash/domain/catalog/schemas';
import { MAX_LINE_QUANTITY } from '@propwash/domain/cart/schemas';
import { paiseToRupees, rupeesToPaise } from '@propwash/domain/money';
import { gstBpToPercent } from '@propwash/domain/pricing/gst';
import { AppError } from '../../platform/app-error.ts';
import type { Db, Tx } from '../../platform/db.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { categories, productImages, products as productsTable } from '../catalog/catalog.tables.ts';
import { cartItems, carts } from './cart.tables.ts';

/** The database refuses more than this per line (cart_item_quantity_ck). */
/** Distinct products one cart may hold (the guest-cart merge accepts the same number). */
export const MAX_CART_LINES = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What can be bought of a product right now: nothing when it is marked out of stock. */
const availableOf = (p: ProductCard) => Math.min(p.inStock ? p.stock : 0, MAX_LINE_QUANTITY);

const productNotFound = () => new AppError('PRODUCT_NOT_FOUND', 'Product not found');

function insufficientStock(p: ProductCard, asked: number, inCart: number): AppError {
  const available = availableOf(p);
  const message =
    available === 0
      ? `${p.name} is sold out`
      : inCart > 0
        ? `Only ${available} of ${p.name} in stock, and ${inCart} ${inCart === 1 ? 'is' : 'are'} already in your cart`
        : `Only ${available} of ${p.name} in stock`;
  return new AppError('INSUFFICIENT_STOCK', message, {
    details: { productId: p.id, available, requested: asked, inCart },
  });
}

/** A cart line with what an order records of its product, read as the catalog stands now. */
export type CheckoutLine = {
  productId: string;
  quantity: number;
  name: string;
  sku: string;
  pricePaise: number;
  gstRateBp: number;
  hsnCode: string;
  stock: number;
  stockStatus: string;
  isActive: boolean;
  category: string;
  /** The product's first image, else null. */
  imageKey: string | null;
};

/** A stored line with its product's tax rate. */
type CartRow = { cartId: string; productId: string; quantity: number; gstRateBp: number };

/**
 * A signed-in customer's cart. Lines hold product and quantity only; every read prices them from
 * the catalog as it is now, so a cart never shows (or charges) a stale price.
 */
export function createCartService(deps: {
  db: Db;
  catalog: Pick<CatalogService, 'productsForCart'>;
}) {
  const { db, catalog } = deps;

  async function cartIdOf(userId: string): Promise<string | null> {
    const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
    return row?.id ?? null;
  }

  /** The user's cart id, creating the cart on the first write. */
  async function ensureCart(userId: string): Promise<string> {
    const [row] = await db
      .insert(carts)
      .values({ userId })
      .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: new Date() } })
      .returning({ id: carts.id });
    return row!.id;
  }

  async function productOrThrow(productId: string): Promise<ProductCard> {
    const [product] = await catalog.productsForCart([productId]);
    if (!product) throw productNotFound();
    return product;
  }

  async function quantityInCart(cartId: string, productId: string): Promise<number> {
    const [row] = await db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)));
    return row?.quantity ?? 0;
  }

  async function refuseNewLineWhenFull(cartId: string, productId: string): Promise<void> {
    if ((await quantityInCart(cartId, productId)) > 0) return;
    const [row] = await db
      .select({ n: count() })
      .from(cartItems)
      .where(eq(cartItems.cartId, cartId));
    if ((row?.n ?? 0) >= MAX_CART_LINES) {
      throw new AppError(
        'CONFLICT',
        `Your cart can hold at most ${MAX_CART_LINES} different products`,
      );
    }
  }

  async function touch(cartId: string): Promise<void> {
    await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
  }

  /**
   * Prices every line from the catalog; clips quantities to stock and says so on the line.
   * `known`: cards the caller has just read (the product it added), not read again.
   */
  async function view(userId: string, known: ProductCard[] = []): Promise<Cart> {
    // The lines with their tax rates, by the owner, in one query.
    const rows: CartRow[] = await db
      .select({
        cartId: cartItems.cartId,
        productId: cartItems.productId,
        quantity: cartItems.quantity,
        gstRateBp: productsTable.gstRateBp,
      })
      .from(carts)
      .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
      .innerJoin(productsTable, eq(productsTable.id, cartItems.productId))
      .where(eq(carts.userId, userId))
      .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
    return render(rows, known);
  }

  async function render(rows: CartRow[], known: ProductCard[]): Promise<Cart> {
    if (rows.length === 0) return { items: [], totalQuantity: 0, subtotal: 0 };
    const products = new Map(known.map((p) => [p.id, p]));
    const missing = rows.map((r) => r.productId).filter((id) => !products.has(id));
    if (missing.length > 0) {
      for (const card of await catalog.productsForCart(missing)) products.set(card.id, card);
    }

    const items: CartLine[] = [];
    let totalQuantity = 0;
    let subtotalPaise = 0;
    for (const row of rows) {
      // Lines of products that were disabled stay stored (they return if the product does)
      // but are left out of the cart.
      const p = products.get(row.productId);
      if (!p) continue;
      const available = availableOf(p);
      let quantity = row.quantity;
      let notice: string | null = null;
      if (available === 0) {
        notice = 'Sold out';
      } else if (quantity > available) {
        quantity = available;
        notice = `Only ${available} left: quantity reduced to ${available}`;
        await db
          .update(cartItems)
          .set({ quantity })
          .where(and(eq(cartItems.cartId, row.cartId), eq(cartItems.productId, p.id)));
      }
      // A sold-out line stays visible (with its notice) but is neither counted nor charged.
      const linePaise = available === 0 ? 0 : rupeesToPaise(p.price) * quantity;
      if (available > 0) totalQuantity += quantity;
      subtotalPaise += linePaise;
      items.push({
        productId: p.id,
        name: p.name,
        image: p.image,
        category: p.category,
        price: p.price,
        originalPrice: p.originalPrice,
        quantity,
        stock: p.stock,
        inStock: available > 0,
        lineTotal: paiseToRupees(linePaise),
        gstRate: gstBpToPercent(row.gstRateBp),
        notice,
      });
    }
    return { items, totalQuantity, subtotal: paiseToRupees(subtotalPaise) };
  }

  /** Removes one line; removing a line that is not there is not an error. */
  async function removeItem(userId: string, productId: string): Promise<Cart> {
    const cartId = await cartIdOf(userId);
    if (cartId && UUID.test(productId)) {
      await db
        .delete(cartItems)
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)));
      await touch(cartId);
    }
    return view(userId);
  }

  return {
    /** The cart priced as the catalog stands now. */
    get: view,

    /**
     * The lines an order is priced from, with their products (disabled ones included, so the
     * caller can name them), in the order they were added; one query with `q` (the order's
     * transaction).
     */
    async checkoutLines(q: Db | Tx, userId: string): Promise<CheckoutLine[]> {
      return q
        .select({
          productId: productsTable.id,
          quantity: cartItems.quantity,
          name: productsTable.name,
          sku: productsTable.sku,
          pricePaise: productsTable.pricePaise,
          gstRateBp: productsTable.gstRateBp,
          hsnCode: productsTable.hsnCode,
          stock: productsTable.stock,
          stockStatus: productsTable.stockStatus,
          isActive: productsTable.isActive,
          category: categories.slug,
          imageKey: sql<string | null>`(select i.key from ${productImages} i
            where i.product_id = ${productsTable}.id order by i.position limit 1)`,
        })
        .from(carts)
        .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
        .innerJoin(productsTable, eq(productsTable.id, cartItems.productId))
        .innerJoin(categories, eq(categories.id, productsTable.categoryId))
        .where(eq(carts.userId, userId))
        .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
    },

    /**
     * Empties the customer's cart inside the caller's transaction (an order placed from it), as a
     * statement the caller sends with its own (one round trip).
     */
    clearLinesSql(tx: Tx, userId: string): SQL {
      return tx
        .delete(cartItems)
        .where(
          inArray(
            cartItems.cartId,
            tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)),
          ),
        )
        .getSQL();
    },

    /** Drops these products' lines (products an order found disabled, so a retry can succeed). */
    async removeLines(userId: string, productIds: string[]): Promise<void> {
      if (productIds.length === 0) return;
      const cartId = await cartIdOf(userId);
      if (!cartId) return;
      await db
        .delete(cartItems)
        .where(and(eq(cartItems.cartId, cartId), inArray(cartItems.productId, productIds)));
    },

    /** Adds to the line (summing with what is there); more than the stock is refused whole. */
    async addItem(userId: string, body: AddCartItemBody): Promise<Cart> {
      const product = await productOrThrow(body.productId);
      const limit = availableOf(product);
      // One statement: the cart (created on the first add, touched after), its lines as they
      // were (with their tax rates, for the answer), and the add itself, written only while the
      // line stays within `limit` (so two quick clicks cannot together take more than the stock)
      // and only for a line already there or a cart with room for one more.
      const result = await db.execute(sql`
        with cart as (
          insert into ${carts} (user_id) values (${userId}::uuid)
          on conflict (user_id) do update set updated_at = now()
          returning id
        ), lines as (
          select ci.product_id, ci.quantity, p.gst_rate_bp, ci.added_at
            from ${cartItems} ci
            join cart on ci.cart_id = cart.id
            join ${productsTable} p on p.id = ci.product_id
        ), line as (
          select quantity from lines where product_id = ${product.id}::uuid
        ), added as (
          insert into ${cartItems} (cart_id, product_id, quantity)
          select cart.id, ${product.id}::uuid, ${body.quantity}::int from cart
           where ${body.quantity}::int <= ${limit}::int
             and (exists (select 1 from line) or (select count(*) from lines) < ${MAX_CART_LINES}::int)
          on conflict (cart_id, product_id) do update
            set quantity = ${cartItems}.quantity + excluded.quantity
            where ${cartItems}.quantity + excluded.quantity <= ${limit}::int
          returning quantity
        )
        select (select id from cart) as cart_id,
               (select quantity from line) as in_cart,
               (select count(*)::int from lines) as line_count,
               (select quantity from added) as added,
               (select gst_rate_bp from ${productsTable} where id = ${product.id}::uuid) as gst_rate_bp,
               (select coalesce(jsonb_agg(jsonb_build_array(product_id, quantity, gst_rate_bp)
                                          order by added_at, product_id), '[]'::jsonb)
                  from lines) as lines`);
      const row = (
        result as unknown as {
          rows: {
            cart_id: string;
            in_cart: number | null;
            line_count: number;
            added: number | null;
            gst_rate_bp: number;
            lines: [string, number, number][] | string;
          }[];
        }
      ).rows[0]!;
      if (row.added === null) {
        if (row.in_cart === null && Number(row.line_count) >= MAX_CART_LINES) {
          throw new AppError(
            'CONFLICT',
            `Your cart can hold at most ${MAX_CART_LINES} different products`,
          );
        }
        // Read again: an add running at the same moment may have written the line since.
        const inCart = await quantityInCart(row.cart_id, product.id);
        const stock = product.inStock ? product.stock : 0;
        if (inCart + body.quantity <= stock) {
          // The stock would allow it; the per-line ceiling does not.
          throw new AppError(
            'VALIDATION_FAILED',
            `quantity: at most ${MAX_LINE_QUANTITY} of one product per order`,
          );
        }
        throw insufficientStock(product, body.quantity, inCart);
      }
      // The lines as the statement found them, with the add applied (a new line comes last).
      const before = typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines;
      const rows: CartRow[] = (before as [string, number, number][]).map(
        ([productId, quantity, gstRateBp]) => ({
          cartId: row.cart_id,
          productId,
          quantity: productId === product.id ? Number(row.added) : quantity,
          gstRateBp,
        }),
      );
      if (row.in_cart === null) {
        rows.push({
          cartId: row.cart_id,
          productId: product.id,
          quantity: Number(row.added),
          gstRateBp: Number(row.gst_rate_bp),
        });
      }
      return render(rows, [product]);
    },

    /** Sets the line's quantity; 0 or less removes the line. */
    async setQuantity(userId: string, body: UpdateCartItemBody): Promise<Cart> {
      if (body.quantity <= 0) return removeItem(userId, body.productId);
      const product = await productOrThrow(body.productId);
      if (body.quantity > availableOf(product)) {
        const cartId = await cartIdOf(userId);
        const inCart = cartId ? await quantityInCart(cartId, product.id) : 0;
        throw insufficientStock(product, body.quantity, inCart);
      }
      const cartId = await ensureCart(userId);
      await refuseNewLineWhenFull(cartId, product.id);
      await db
        .insert(cartItems)
        .values({ cartId, productId: product.id, quantity: body.quantity })
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.productId],
          set: { quantity: body.quantity },
        });
      return view(userId);
    },

    /** Removes one line; removing a line that is not there is not an error. */
    removeItem,

    async clear(userId: string): Promise<Cart> {
      const cartId = await cartIdOf(userId);
      if (cartId) {
        await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
        await touch(cartId);
      }
      return { items: [], totalQuantity: 0, subtotal: 0 };
    },

    /**
     * The guest cart joins the server cart on sign-in. Each line is added and quietly capped at
     * the stock; products that are unknown, disabled or sold out are skipped. Never throws for a line.
     */
    async merge(userId: string, items: AddCartItemBody[]): Promise<Cart> {
      const wanted = new Map<string, number>();
      for (const item of items) {
        wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity);
      }
      const found = new Map(
        (await catalog.productsForCart([...wanted.keys()])).map((p) => [p.id, p]),
      );
      // In the guest cart's order, so the lines keep the order the shopper added them in.
      const products = [...wanted.keys()].flatMap((id) => found.get(id) ?? []);
      if (products.length > 0) {
        const cartId = await ensureCart(userId);
        const [lines] = await db
          .select({ n: count() })
          .from(cartItems)
          .where(eq(cartItems.cartId, cartId));
        let lineCount = lines?.n ?? 0;
        for (const p of products) {
          const available = availableOf(p);
          if (available === 0) continue;
          const inCart = await quantityInCart(cartId, p.id);
          if (inCart === 0 && lineCount >= MAX_CART_LINES) continue;
          const quantity = Math.min(inCart + (wanted.get(p.id) ?? 0), available);
          if (quantity <= inCart) continue;
          await db
            .insert(cartItems)
            .values({ cartId, productId: p.id, quantity })
            .onConflictDoUpdate({
              target: [cartItems.cartId, cartItems.productId],
              set: { quantity: sql`greatest(cart_item.quantity, excluded.quantity)` },
            });
          if (inCart === 0) lineCount += 1;
        }
      }
      return view(userId);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
