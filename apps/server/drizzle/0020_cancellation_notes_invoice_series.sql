ALTER TABLE "returns_credit_note" ALTER COLUMN "return_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "returns_credit_note" ADD COLUMN "cancelled_order_id" uuid;--> statement-breakpoint
ALTER TABLE "returns_credit_note" ADD CONSTRAINT "returns_credit_note_cancelled_order_id_orders_order_id_fk" FOREIGN KEY ("cancelled_order_id") REFERENCES "public"."orders_order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "returns_credit_note_cancelled_order_uq" ON "returns_credit_note" USING btree ("cancelled_order_id");--> statement-breakpoint
ALTER TABLE "returns_credit_note" ADD CONSTRAINT "returns_credit_note_against_ck" CHECK (("returns_credit_note"."return_id" is null) <> ("returns_credit_note"."cancelled_order_id" is null));--> statement-breakpoint
DROP INDEX "orders_invoice_series_uq";--> statement-breakpoint
ALTER TABLE "orders_invoice_counter" ADD COLUMN "series" text DEFAULT 'PW' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders_invoice_counter" DROP CONSTRAINT "orders_invoice_counter_pkey";--> statement-breakpoint
ALTER TABLE "orders_invoice_counter" ADD CONSTRAINT "orders_invoice_counter_series_financial_year_pk" PRIMARY KEY("series","financial_year");--> statement-breakpoint
ALTER TABLE "orders_invoice" ADD COLUMN "series" text DEFAULT 'PW' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders_order" ADD COLUMN "supplier" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_series_uq" ON "orders_invoice" USING btree ("series","financial_year","sequence");
