CREATE TABLE "catalog_attribute" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_attribute_key_ck" CHECK ("catalog_attribute"."key" ~ '^[a-z][a-z0-9_]*$')
);
--> statement-breakpoint
CREATE TABLE "catalog_category_attribute" (
	"category_id" uuid NOT NULL,
	"attribute_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_category_attribute_category_id_attribute_id_pk" PRIMARY KEY("category_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_search_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"query" text NOT NULL,
	"results" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_search_vocabulary" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"words" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_variant" ADD COLUMN "specs" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_product" ADD COLUMN "specs" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_category_attribute" ADD CONSTRAINT "catalog_category_attribute_category_id_catalog_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."catalog_category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_category_attribute" ADD CONSTRAINT "catalog_category_attribute_attribute_id_catalog_attribute_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."catalog_attribute"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_attribute_key_uq" ON "catalog_attribute" USING btree ("key");--> statement-breakpoint
CREATE INDEX "catalog_category_attribute_attribute_idx" ON "catalog_category_attribute" USING btree ("attribute_id");--> statement-breakpoint
CREATE INDEX "catalog_search_log_created_idx" ON "catalog_search_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "catalog_search_log_query_idx" ON "catalog_search_log" USING btree ("query","created_at");--> statement-breakpoint
CREATE INDEX "catalog_product_specs_idx" ON "catalog_product" USING gin ("specs" jsonb_path_ops);