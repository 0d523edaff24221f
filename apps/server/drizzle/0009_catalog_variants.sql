CREATE TABLE "catalog_variant" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"label" text NOT NULL,
	"price_paise" integer NOT NULL,
	"original_price_paise" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_variant_price_ck" CHECK ("catalog_variant"."price_paise" > 0),
	CONSTRAINT "catalog_variant_original_ck" CHECK ("catalog_variant"."original_price_paise" >= "catalog_variant"."price_paise"),
	CONSTRAINT "catalog_variant_stock_ck" CHECK ("catalog_variant"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_item" DROP CONSTRAINT "cart_item_cart_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "cart_item" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "catalog_product" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_product" ADD COLUMN "price_varies" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_movement" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "orders_item" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "orders_item" ADD COLUMN "variant_label" text;--> statement-breakpoint
ALTER TABLE "catalog_variant" ADD CONSTRAINT "catalog_variant_product_id_catalog_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_variant_sku_uq" ON "catalog_variant" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "catalog_variant_product_idx" ON "catalog_variant" USING btree ("product_id","sort_order");--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_variant_id_catalog_variant_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalog_variant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movement" ADD CONSTRAINT "inventory_movement_variant_id_catalog_variant_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalog_variant"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_item" ADD CONSTRAINT "orders_item_variant_id_catalog_variant_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalog_variant"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_item_line_uq" ON "cart_item" USING btree ("cart_id","product_id",coalesce("variant_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "cart_item_variant_idx" ON "cart_item" USING btree ("variant_id") WHERE "cart_item"."variant_id" is not null;--> statement-breakpoint
CREATE INDEX "inventory_movement_variant_idx" ON "inventory_movement" USING btree ("variant_id","created_at") WHERE "inventory_movement"."variant_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_item_variant_idx" ON "orders_item" USING btree ("variant_id") WHERE "orders_item"."variant_id" is not null;