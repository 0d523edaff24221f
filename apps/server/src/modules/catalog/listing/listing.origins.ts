import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Cache } from '../../../platform/cache.ts';
import type { Db } from '../../../platform/db.ts';
import { products } from '../catalog.tables.ts';

// The listing's country-of-origin filter (docs/decisions/product-declarations.md): `origin=China`
// as the shop spells the country, matched through catalog_product_origin_idx.

export function createOriginReads(deps: { db: Db; cache: Cache }) {
  const { db, cache } = deps;

  /** The countries active products are made in, as the owner spelled them (kept until a catalog write). */
  async function knownOrigins(): Promise<string[]> {
    return cache.get('catalog:origins', async () => {
      const rows = await db
        .selectDistinct({ country: products.countryOfOrigin })
        .from(products)
        .where(and(eq(products.isActive, true), isNotNull(products.countryOfOrigin)));
      return rows.map((r) => r.country!);
    });
  }

  /**
   * Products made in any of `countries`. A country is matched whatever its case ("china" finds
   * the shop's "China"), by turning it into the shop's own spellings first, so the condition is
   * an equality the index answers; a country no product has matches nothing.
   */
  async function originCondition(countries: readonly string[]): Promise<SQL> {
    const wanted = new Set(countries.map((c) => c.toLowerCase()));
    const spelled = (await knownOrigins()).filter((c) => wanted.has(c.trim().toLowerCase()));
    return spelled.length ? inArray(products.countryOfOrigin, spelled) : sql`false`;
  }

  return { originCondition };
}
