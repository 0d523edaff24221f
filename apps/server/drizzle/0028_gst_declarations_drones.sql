CREATE TABLE "orders_drone_unit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"unit" integer NOT NULL,
	"aircraft_serial" text NOT NULL,
	"flight_controller_serial" text NOT NULL,
	"remote_serial" text NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_drone_unit_unit_ck" CHECK ("orders_drone_unit"."unit" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders_receipt_counter" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders_receipt" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"receipt_number" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"transaction_id" text,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_receipt_number_len_ck" CHECK (length("orders_receipt"."receipt_number") <= 16),
	CONSTRAINT "orders_receipt_amount_ck" CHECK ("orders_receipt"."amount_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "accounts_user" ADD COLUMN "business" jsonb;--> statement-breakpoint
ALTER TABLE "catalog_product" ADD COLUMN "declarations" jsonb DEFAULT '{"manufacturerName":"","manufacturerAddress":"","importerName":"","importerAddress":"","netQuantity":"","monthOfManufactureOrImport":"","consumerCare":"","bisLicence":"","wpcApproval":"","batteryEpr":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_product" ADD COLUMN "drone_weight_grams" integer;--> statement-breakpoint
ALTER TABLE "orders_item" ADD COLUMN "drone_weight_grams" integer;--> statement-breakpoint
ALTER TABLE "orders_order" ADD COLUMN "buyer" jsonb;--> statement-breakpoint
ALTER TABLE "orders_order" ADD COLUMN "eway_bill_number" text;--> statement-breakpoint
ALTER TABLE "orders_order" ADD COLUMN "eway_bill_date" date;--> statement-breakpoint
ALTER TABLE "orders_order" ADD COLUMN "drone_acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders_drone_unit" ADD CONSTRAINT "orders_drone_unit_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_drone_unit" ADD CONSTRAINT "orders_drone_unit_order_item_id_orders_item_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."orders_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_drone_unit" ADD CONSTRAINT "orders_drone_unit_recorded_by_accounts_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."accounts_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_receipt" ADD CONSTRAINT "orders_receipt_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders_order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_drone_unit_item_uq" ON "orders_drone_unit" USING btree ("order_item_id","unit");--> statement-breakpoint
CREATE INDEX "orders_drone_unit_order_idx" ON "orders_drone_unit" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_drone_unit_created_idx" ON "orders_drone_unit" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_receipt_order_uq" ON "orders_receipt" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_receipt_number_uq" ON "orders_receipt" USING btree ("receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_receipt_series_uq" ON "orders_receipt" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE INDEX "orders_receipt_issued_idx" ON "orders_receipt" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "catalog_product_origin_idx" ON "catalog_product" USING btree ("country_of_origin");--> statement-breakpoint
CREATE INDEX "orders_invoice_issued_idx" ON "orders_invoice" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "returns_credit_note_issued_idx" ON "returns_credit_note" USING btree ("issued_at");--> statement-breakpoint
ALTER TABLE "catalog_product" ADD CONSTRAINT "catalog_product_drone_weight_ck" CHECK ("catalog_product"."drone_weight_grams" is null or "catalog_product"."drone_weight_grams" > 0);--> statement-breakpoint
ALTER TABLE "orders_order" ADD CONSTRAINT "orders_order_eway_bill_ck" CHECK ("orders_order"."eway_bill_number" is null or "orders_order"."eway_bill_number" ~ '^[0-9]{12}$');