import { and, eq, like, or } from 'drizzle-orm';
import type { Db, Tx } from '../../../platform/db.ts';
import { products, productSlugAliases } from '../catalog.tables.ts';
import { kebab } from '../admin/admin.fields.ts';

// A product's address is /products/<slug>: made from its name, unique, and kept working after a
// rename, since the old slug becomes an alias that redirects (docs/decisions/readable-product-urls.md).

/**
 * The slug for `name`: its kebab form, or that with -2, -3 … when another product has it as its
 * slug or an old one. The product's own slugs (current and old) count as free.
 */
export async function freeSlug(db: Db | Tx, name: string, productId: string | null) {
  const base = kebab(name);
  const near = (column: typeof products.slug | typeof productSlugAliases.slug) =>
    or(eq(column, base), like(column, `${base}-%`));
  const [current, aliases] = await Promise.all([
    db.select({ slug: products.slug, id: products.id }).from(products).where(near(products.slug)),
    db
      .select({ slug: productSlugAliases.slug, id: productSlugAliases.productId })
      .from(productSlugAliases)
      .where(near(productSlugAliases.slug)),
  ]);
  const taken = new Set(
    [...current, ...aliases].filter((r) => r.id !== productId).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * After a rename: the slug follows the new name and the old one redirects to it. Renaming back to
 * an earlier name takes its old slug back. Returns the slug the product now has.
 */
export async function followRename(tx: Tx, productId: string, oldSlug: string, newName: string) {
  const slug = await freeSlug(tx, newName, productId);
  if (slug === oldSlug) return slug;
  await tx
    .delete(productSlugAliases)
    .where(and(eq(productSlugAliases.slug, slug), eq(productSlugAliases.productId, productId)));
  await tx.insert(productSlugAliases).values({ slug: oldSlug, productId }).onConflictDoNothing();
  await tx.update(products).set({ slug }).where(eq(products.id, productId));
  return slug;
}
