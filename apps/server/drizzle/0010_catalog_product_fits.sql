CREATE TABLE "catalog_product_fit" (
	"part_id" uuid NOT NULL,
	"model_id" uuid NOT NULL,
	CONSTRAINT "catalog_product_fit_part_id_model_id_pk" PRIMARY KEY("part_id","model_id"),
	CONSTRAINT "catalog_product_fit_not_itself_ck" CHECK ("catalog_product_fit"."part_id" <> "catalog_product_fit"."model_id")
);
--> statement-breakpoint
CREATE TABLE "hangar_model" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hangar_model_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "catalog_product_fit" ADD CONSTRAINT "catalog_product_fit_part_id_catalog_product_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."catalog_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_fit" ADD CONSTRAINT "catalog_product_fit_model_id_catalog_product_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."catalog_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hangar_model" ADD CONSTRAINT "hangar_model_user_id_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hangar_model" ADD CONSTRAINT "hangar_model_product_id_catalog_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_product_fit_model_idx" ON "catalog_product_fit" USING btree ("model_id","part_id");--> statement-breakpoint
CREATE INDEX "hangar_model_product_idx" ON "hangar_model" USING btree ("product_id");