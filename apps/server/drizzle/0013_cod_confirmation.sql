ALTER TABLE "orders_order" ADD COLUMN "cod_confirmation" text;--> statement-breakpoint
ALTER TABLE "orders_order" ADD COLUMN "cod_confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_order_cod_awaiting_idx" ON "orders_order" USING btree ("created_at") WHERE "orders_order"."cod_confirmation" = 'awaiting' and "orders_order"."status" <> 'cancelled';