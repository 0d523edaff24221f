DROP INDEX "orders_invoice_series_uq";--> statement-breakpoint
ALTER TABLE "orders_invoice_counter" ADD COLUMN "series" text DEFAULT 'PW' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders_invoice_counter" DROP CONSTRAINT "orders_invoice_counter_pkey";--> statement-breakpoint
ALTER TABLE "orders_invoice_counter" ADD CONSTRAINT "orders_invoice_counter_series_financial_year_pk" PRIMARY KEY("series","financial_year");--> statement-breakpoint
ALTER TABLE "orders_invoice" ADD COLUMN "series" text DEFAULT 'PW' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders_order" ADD COLUMN "supplier" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_series_uq" ON "orders_invoice" USING btree ("series","financial_year","sequence");
