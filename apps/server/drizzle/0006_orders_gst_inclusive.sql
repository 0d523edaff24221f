ALTER TABLE "orders_order" ADD COLUMN "shipping_tax_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Orders placed before prices included GST keep their meaning (GST added on top): they take false;
-- every order written from now on takes the column's default, true.
ALTER TABLE "orders_order" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders_order" ALTER COLUMN "prices_include_tax" SET DEFAULT true;
