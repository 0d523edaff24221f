CREATE TABLE "catalog_product_slug_alias" (
	"slug" text PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_product_slug_alias" ADD CONSTRAINT "catalog_product_slug_alias_product_id_catalog_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_product_slug_alias_product_idx" ON "catalog_product_slug_alias" USING btree ("product_id");