import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type {
  AddCartItemBody,
  Cart,
  RestoredCart,
  UpdateCartItemBody,
} from '@propwash/domain/cart/schemas';
import { MAX_LINE_QUANTITY } from '@propwash/domain/cart/schemas';
import { AppError } from '../../platform/app-error.ts';
import type { Db, Tx } from '../../platform/db.ts';
import {
  clearLinesSql,
  createCartStatements,
  MAX_CART_LINES,
  parsedJson,
  type CartLineRow,
  type WithCartProducts,
} from './cart.statements.ts';
import { closeOpenCheckout } from './cart.checkouts.ts';
import { cartItems, carts, type CheckoutLine as StoredLine } from './cart.tables.ts';
import {
  availableOf,
  insufficientStock,
  lineKey,
  productNotFound,
  renderCart,
  unsellable,
  type CartProduct,
} from './cart.view.ts';
import { lineIdentity } from './cart.statements.ts';

/** A line's identity: product and variant (null: a product without variants). */
export type LineRef = { productId: string; variantId: string | null };

const variantOf = (v: string | null | undefined): string | null => v ?? null;
const sameVariant = (variantId: string | null) =>
  variantId === null ? isNull(cartItems.variantId) : eq(cartItems.variantId, variantId);

export { MAX_CART_LINES } from './cart.statements.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A cart line with what an order records of its product, read as the catalog stands now. */
export type CheckoutLine = {
  productId: string;
  /** The variant of the line, its label, and its own first image URL (null: none). */
  variantId: string | null;
  variantLabel: string | null;
  variantImage: string | null;
  quantity: number;
  name: string;
  sku: string;
  pricePaise: number;
  gstRateBp: number;
  hsnCode: string;
  stock: number;
  stockStatus: string;
  isActive: boolean;
  shipsBySurface: boolean;
  /** A drone's all-up weight in grams; null: not a drone (docs/decisions/drones.md). */
  droneWeightGrams: number | null;
  category: string;
  /** The product's first image, else null. */
  imageKey: string | null;
};

/** Cart lines as an order records them. */
export function checkoutLinesOf(rows: CartLineRow[]): CheckoutLine[] {
  return rows.map((r) => ({
    productId: r.product_id,
    variantId: r.variant_id,
    variantLabel: r.variant_label,
    variantImage: r.variant_image,
    quantity: r.quantity,
    name: r.name,
    sku: r.sku,
    pricePaise: r.price_paise,
    gstRateBp: r.gst_rate_bp,
    hsnCode: r.hsn_code,
    stock: r.stock,
    stockStatus: r.stock_status,
    isActive: r.is_active,
    shipsBySurface: r.ships_by_surface,
    droneWeightGrams: r.drone_weight_grams,
    category: r.category,
    imageKey: r.image_key,
  }));
}

const cartIsFull = () =>
  new AppError('CONFLICT', `Your cart can hold at most ${MAX_CART_LINES} different products`);

/**
 * A signed-in customer's cart. Lines hold product and quantity only; every read prices them from
 * the catalog as it is now, so a cart never shows (or charges) a stale price. The cart reads and
 * writes only its own tables: its products' columns come from the catalog's SQL
 * (`withCartProducts`, catalog.cart-reads.ts), sent inside the cart's own statements
 * (cart.statements.ts); pricing the lines is cart.view.ts.
 */
export function createCartService(deps: {
  db: Db;
  catalog: { withCartProducts: WithCartProducts; imageUrl: (key: string) => string };
}) {
  const { db, catalog } = deps;
  const statements = createCartStatements(catalog.withCartProducts);

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

  async function productOrThrow(productId: string, variantId: string | null): Promise<CartProduct> {
    if (!UUID.test(productId)) throw productNotFound();
    const [product] = await statements.products.run(db, {
      productIds: [productId],
      variantIds: [variantId],
    });
    if (!product) throw productNotFound();
    if (!product.is_active) throw unsellable(product);
    return product;
  }

  async function quantityInCart(
    userId: string,
    productId: string,
    variantId: string | null,
  ): Promise<number> {
    const [row] = await statements.quantityInCart.run(db, { userId, productId, variantId });
    return row?.quantity ?? 0;
  }

  async function touch(cartId: string): Promise<void> {
    await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
  }

  /** Prices the lines; a line clipped to the stock is stored clipped (the only write of a read). */
  async function render(userId: string, rows: CartLineRow[]): Promise<Cart> {
    const { cart, clipped } = renderCart(rows, catalog.imageUrl);
    if (clipped.length > 0) {
      const cartId = await cartIdOf(userId);
      for (const line of clipped) {
        await db
          .update(cartItems)
          .set({ quantity: line.quantity })
          .where(
            and(
              eq(cartItems.cartId, cartId!),
              eq(cartItems.productId, line.productId),
              sameVariant(line.variantId),
            ),
          );
      }
    }
    return cart;
  }

  async function view(userId: string): Promise<Cart> {
    return render(userId, await statements.lines.run(db, { userId }));
  }

  /** Removes one line; removing a line that is not there is not an error. */
  async function removeItem(
    userId: string,
    productId: string,
    variantId: string | null = null,
  ): Promise<Cart> {
    const cartId = await cartIdOf(userId);
    if (cartId && UUID.test(productId) && (variantId === null || UUID.test(variantId))) {
      const removed = await db
        .delete(cartItems)
        .where(
          and(
            eq(cartItems.cartId, cartId),
            eq(cartItems.productId, productId),
            sameVariant(variantId),
          ),
        )
        .returning({ productId: cartItems.productId });
      if (removed.length > 0) await touch(cartId);
    }
    const cart = await view(userId);
    if (cart.items.length === 0) await closeOpenCheckout(db, userId, 'emptied');
    return cart;
  }

  /**
   * Writes a line at least `quantity` (never lowering one already there): 'new' when the line was
   * not in the cart, 'full' when it was not and the cart has no room for another.
   */
  async function raiseLine(userId: string, p: CartProduct, quantity: number, lineCount: number) {
    const inCart = await quantityInCart(userId, p.product_id, p.variant_id);
    if (inCart === 0 && lineCount >= MAX_CART_LINES) return 'full';
    if (quantity <= inCart) return 'kept';
    const cartId = await ensureCart(userId);
    await db.execute(sql`
      insert into ${cartItems} (cart_id, product_id, variant_id, quantity)
      values (${cartId}::uuid, ${p.product_id}::uuid, ${p.variant_id}::uuid, ${quantity}::int)
      on conflict (cart_id, product_id, ${lineIdentity})
      do update set quantity = greatest(cart_item.quantity, excluded.quantity)`);
    return inCart === 0 ? 'new' : 'kept';
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
      return checkoutLinesOf(await statements.lines.run(q, { userId }));
    },

    /**
     * The same lines as SQL (placeholder `userId`), for a caller that reads them in one of its own
     * statements (placing an order); `checkoutLinesOf` reads its rows.
     */
    linesSql: statements.linesSql,
    checkoutLinesOf,

    /**
     * Empties the customer's cart inside the caller's transaction (an order placed from it), as a
     * statement the caller sends with its own (one round trip).
     */
    clearLinesSql: (_tx: Tx, userId: string) => clearLinesSql(userId),

    /** Drops these lines (lines an order found unavailable, so a retry can succeed). */
    async removeLines(userId: string, lines: LineRef[]): Promise<void> {
      if (lines.length === 0) return;
      const cartId = await cartIdOf(userId);
      if (!cartId) return;
      await db
        .delete(cartItems)
        .where(
          and(
            eq(cartItems.cartId, cartId),
            or(
              ...lines.map((l) =>
                and(eq(cartItems.productId, l.productId), sameVariant(l.variantId)),
              ),
            ),
          ),
        );
    },

    /** Adds to the line (summing with what is there); more than the stock is refused whole. */
    async addItem(userId: string, body: AddCartItemBody): Promise<Cart> {
      if (!UUID.test(body.productId)) throw productNotFound();
      const variantId = variantOf(body.variantId);
      const [row] = await statements.add.run(db, {
        userId,
        productId: body.productId,
        variantId,
        quantity: body.quantity,
      });
      const { product, added } = row!;
      if (!product) throw productNotFound();
      if (!product.is_active) throw unsellable(product);
      if (added === null) {
        if (row!.in_cart === null && Number(row!.line_count) >= MAX_CART_LINES) throw cartIsFull();
        // Read again: an add running at the same moment may have written the line since.
        const inCart = await quantityInCart(userId, product.product_id, variantId);
        const stock = product.stock > 0 && product.stock_status === 'in_stock' ? product.stock : 0;
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
      const key = lineKey(product);
      const rows = parsedJson(row!.lines).map((line) =>
        lineKey(line) === key ? { ...line, quantity: Number(added) } : line,
      );
      if (row!.in_cart === null) {
        rows.push({ ...product, quantity: Number(added), added_at: new Date().toISOString() });
      }
      return render(userId, rows);
    },

    /** Sets the line's quantity; 0 or less removes the line. */
    async setQuantity(userId: string, body: UpdateCartItemBody): Promise<Cart> {
      const variantId = variantOf(body.variantId);
      if (body.quantity <= 0) return removeItem(userId, body.productId, variantId);
      const product = await productOrThrow(body.productId, variantId);
      if (body.quantity > availableOf(product)) {
        const inCart = await quantityInCart(userId, product.product_id, variantId);
        throw insufficientStock(product, body.quantity, inCart);
      }
      const current = await quantityInCart(userId, product.product_id, variantId);
      if (current === body.quantity) return view(userId);
      if (current === 0) {
        const [lines] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(cartItems)
          .innerJoin(carts, eq(carts.id, cartItems.cartId))
          .where(eq(carts.userId, userId));
        if ((lines?.n ?? 0) >= MAX_CART_LINES) throw cartIsFull();
      }
      const cartId = await ensureCart(userId);
      await db.execute(sql`
        insert into ${cartItems} (cart_id, product_id, variant_id, quantity)
        values (${cartId}::uuid, ${product.product_id}::uuid, ${variantId}::uuid, ${body.quantity}::int)
        on conflict (cart_id, product_id, ${lineIdentity}) do update set quantity = excluded.quantity`);
      return view(userId);
    },

    /** Removes one line; removing a line that is not there is not an error. */
    removeItem,

    async clear(userId: string): Promise<Cart> {
      const cartId = await cartIdOf(userId);
      if (cartId) {
        const removed = await db
          .delete(cartItems)
          .where(eq(cartItems.cartId, cartId))
          .returning({ productId: cartItems.productId });
        if (removed.length > 0) await touch(cartId);
      }
      // An emptied cart ends its checkout's reminders (docs/decisions/abandoned-checkout.md).
      await closeOpenCheckout(db, userId, 'emptied');
      return { items: [], totalQuantity: 0, subtotal: 0 };
    },

    /**
     * A checkout's lines put back (a reminder's link; docs/decisions/abandoned-checkout.md): each
     * line is raised to its quantity capped at the stock, never lowered nor summed, so a cart that
     * still holds them stays as it is. A product gone, disabled or sold out is skipped and named.
     * With `userId` the customer's cart is written and answered; for a guest (null) nothing is
     * written and the lines are answered, priced now, for the browser's cart.
     */
    async restore(userId: string | null, lines: StoredLine[]): Promise<RestoredCart> {
      const found = new Map(
        (lines.length > 0
          ? await statements.products.run(db, {
              productIds: lines.map((l) => l.productId),
              variantIds: lines.map((l) => l.variantId),
            })
          : []
        ).map((p) => [lineKey(p), p]),
      );
      const skipped: string[] = [];
      const kept: { product: CartProduct; quantity: number }[] = [];
      for (const line of lines) {
        const product = found.get(
          lineKey({ product_id: line.productId, variant_id: line.variantId }),
        );
        if (!product || !product.is_active) {
          skipped.push(
            product ? `${product.name} is no longer sold` : 'A product is no longer sold',
          );
        } else if (availableOf(product) === 0) {
          skipped.push(`${product.name} is sold out`);
        } else {
          kept.push({ product, quantity: Math.min(line.quantity, availableOf(product)) });
        }
      }
      if (userId === null) {
        const at = new Date().toISOString();
        const rows = kept.map((k) => ({ ...k.product, quantity: k.quantity, added_at: at }));
        return { cart: renderCart(rows, catalog.imageUrl).cart, restored: kept.length, skipped };
      }
      let restored = 0;
      let lineCount = (await statements.lines.run(db, { userId })).length;
      for (const { product, quantity } of kept) {
        const written = await raiseLine(userId, product, quantity, lineCount);
        if (written === 'full') {
          skipped.push(`${product.name}: your cart is full`);
          continue;
        }
        restored += 1;
        if (written === 'new') lineCount += 1;
      }
      return { cart: await view(userId), restored, skipped };
    },

    /**
     * The guest cart joins the server cart on sign-in. Each line is added and quietly capped at
     * the stock; products that are unknown, disabled or sold out are skipped. Never throws for a line.
     */
    async merge(userId: string, items: AddCartItemBody[]): Promise<Cart> {
      const wanted = new Map<string, number>();
      const refs = new Map<string, LineRef>();
      for (const item of items) {
        const ref = { productId: item.productId, variantId: variantOf(item.variantId) };
        const key = lineKey({ product_id: ref.productId, variant_id: ref.variantId });
        refs.set(key, ref);
        wanted.set(key, (wanted.get(key) ?? 0) + item.quantity);
      }
      const keys = [...refs.keys()];
      const list = [...refs.values()];
      const found = new Map(
        (list.length > 0
          ? await statements.products.run(db, {
              productIds: list.map((r) => r.productId),
              variantIds: list.map((r) => r.variantId),
            })
          : []
        )
          .filter((p) => p.is_active)
          .map((p) => [lineKey(p), p]),
      );
      // In the guest cart's order, so the lines keep the order the shopper added them in.
      const products = keys.flatMap((key) => found.get(key) ?? []);
      if (products.length > 0) {
        // The cart is created (or touched) only when a line is written.
        let cartId = await cartIdOf(userId);
        const inCartNow = new Map(
          (cartId
            ? await db
                .select({
                  productId: cartItems.productId,
                  variantId: cartItems.variantId,
                  quantity: cartItems.quantity,
                })
                .from(cartItems)
                .where(eq(cartItems.cartId, cartId))
            : []
          ).map((l) => [lineKey({ product_id: l.productId, variant_id: l.variantId }), l.quantity]),
        );
        let lineCount = inCartNow.size;
        for (const p of products) {
          const available = availableOf(p);
          if (available === 0) continue;
          const key = lineKey(p);
          const inCart = inCartNow.get(key) ?? 0;
          if (inCart === 0 && lineCount >= MAX_CART_LINES) continue;
          const quantity = Math.min(inCart + (wanted.get(key) ?? 0), available);
          if (quantity <= inCart) continue;
          cartId ??= await ensureCart(userId);
          await db.execute(sql`
            insert into ${cartItems} (cart_id, product_id, variant_id, quantity)
            values (${cartId}::uuid, ${p.product_id}::uuid, ${p.variant_id}::uuid, ${quantity}::int)
            on conflict (cart_id, product_id, ${lineIdentity})
            do update set quantity = greatest(cart_item.quantity, excluded.quantity)`);
          if (inCart === 0) lineCount += 1;
        }
      }
      return view(userId);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
