-- Order lines kept the category's slug; they keep its name now
-- (docs/decisions/order-lines-keep-the-category-name.md). Lines of a product still in the
-- category they recorded take that category's name; lines whose product is gone or moved take
-- the name of the one category with that slug, if only one has it.
UPDATE "orders_item" AS oi SET "category" = c."name"
  FROM "catalog_product" AS p
  JOIN "catalog_category" AS c ON c."id" = p."category_id"
 WHERE oi."product_id" = p."id" AND oi."category" = c."slug";
--> statement-breakpoint
UPDATE "orders_item" AS oi SET "category" = c."name"
  FROM "catalog_category" AS c
 WHERE oi."category" = c."slug"
   AND (SELECT count(*) FROM "catalog_category" AS d WHERE d."slug" = c."slug") = 1;
