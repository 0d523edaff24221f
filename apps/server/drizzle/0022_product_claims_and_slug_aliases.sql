ALTER TABLE "catalog_product" ALTER COLUMN "country_of_origin" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "catalog_product" ALTER COLUMN "country_of_origin" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_product" ADD CONSTRAINT "catalog_product_origin_when_active_ck" CHECK (not "catalog_product"."is_active" or "catalog_product"."country_of_origin" is not null);--> statement-breakpoint
-- Hand-written: the seller rating and years the old form pre-filled (4.5, 5 with the old default
-- seller name) were never the owner's; they are not shown from now on.
UPDATE "catalog_product" SET "seller" = jsonb_build_object('name', "seller"->>'name', 'rating', null, 'yearsInBusiness', null) WHERE "seller" = '{"name":"Propwash Hobbies","rating":4.5,"yearsInBusiness":5}'::jsonb;
--> statement-breakpoint
CREATE TABLE "catalog_product_slug_alias" (
	"slug" text PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_product_slug_alias" ADD CONSTRAINT "catalog_product_slug_alias_product_id_catalog_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_product_slug_alias_product_idx" ON "catalog_product_slug_alias" USING btree ("product_id");