import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { products } from './catalog.tables.ts';
import { requiredRef } from '../../platform/columns.ts';

/**
 * Which models a part or accessory fits (docs/decisions.md, "Parts that fit and My hangar"): one
 * row per part and model, both catalog products. Read both ways: a part's page names its models
 * (the primary key), a model's page and `?fits=` list its parts (the model index).
 */
export const productFits = pgTable(
  'catalog_product_fit',
  {
    partId: requiredRef('part_id', () => products.id, 'cascade'),
    modelId: requiredRef('model_id', () => products.id, 'cascade'),
  },
  (t) => [
    primaryKey({ columns: [t.partId, t.modelId] }),
    index('catalog_product_fit_model_idx').on(t.modelId, t.partId),
    check('catalog_product_fit_not_itself_ck', sql`${t.partId} <> ${t.modelId}`),
  ],
);
