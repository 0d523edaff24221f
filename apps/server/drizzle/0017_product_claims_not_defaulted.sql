ALTER TABLE "catalog_product" ALTER COLUMN "country_of_origin" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "catalog_product" ALTER COLUMN "country_of_origin" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_product" ADD CONSTRAINT "catalog_product_origin_when_active_ck" CHECK (not "catalog_product"."is_active" or "catalog_product"."country_of_origin" is not null);--> statement-breakpoint
-- Hand-written: the seller rating and years the old form pre-filled (4.5, 5 with the old default
-- seller name) were never the owner's; they are not shown from now on.
UPDATE "catalog_product" SET "seller" = jsonb_build_object('name', "seller"->>'name', 'rating', null, 'yearsInBusiness', null) WHERE "seller" = '{"name":"Propwash Hobbies","rating":4.5,"yearsInBusiness":5}'::jsonb;
