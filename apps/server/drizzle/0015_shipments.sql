CREATE TABLE "shipping_courier_account" (
	"id" text PRIMARY KEY NOT NULL,
	"shiprocket_email" text DEFAULT '' NOT NULL,
	"shiprocket_password" text DEFAULT '' NOT NULL,
	"pickup_location" text DEFAULT 'Primary' NOT NULL,
	"webhook_token" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_shipment_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"dedupe_key" text NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"location" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"external_status_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_shipment_event_status_ck" CHECK ("shipping_shipment_event"."status" in ('created', 'in_transit', 'out_for_delivery', 'delivered', 'rto_initiated', 'returned_to_origin'))
);
--> statement-breakpoint
CREATE TABLE "shipping_shipment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"carrier" text NOT NULL,
	"courier" text NOT NULL,
	"awb" text,
	"tracking_url" text,
	"status" text DEFAULT 'created' NOT NULL,
	"external_order_id" text,
	"external_shipment_id" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_shipment_carrier_ck" CHECK ("shipping_shipment"."carrier" in ('manual', 'shiprocket')),
	CONSTRAINT "shipping_shipment_status_ck" CHECK ("shipping_shipment"."status" in ('created', 'in_transit', 'out_for_delivery', 'delivered', 'rto_initiated', 'returned_to_origin'))
);
--> statement-breakpoint
ALTER TABLE "orders_order" DROP CONSTRAINT "orders_order_status_ck";--> statement-breakpoint
ALTER TABLE "shipping_courier_account" ADD CONSTRAINT "shipping_courier_account_updated_by_accounts_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_shipment_event" ADD CONSTRAINT "shipping_shipment_event_shipment_id_shipping_shipment_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipping_shipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_shipment" ADD CONSTRAINT "shipping_shipment_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders_order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_shipment" ADD CONSTRAINT "shipping_shipment_created_by_accounts_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_shipment_event_dedupe_uq" ON "shipping_shipment_event" USING btree ("shipment_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "shipping_shipment_event_shipment_idx" ON "shipping_shipment_event" USING btree ("shipment_id","occurred_at");--> statement-breakpoint
CREATE INDEX "shipping_shipment_order_idx" ON "shipping_shipment" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_shipment_awb_uq" ON "shipping_shipment" USING btree ("awb");--> statement-breakpoint
CREATE INDEX "shipping_shipment_created_idx" ON "shipping_shipment" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "orders_order" ADD CONSTRAINT "orders_order_status_ck" CHECK ("orders_order"."status" in ('pending', 'confirmed', 'processing', 'shipped', 'out_for_delivery', 'delivered', 'cancelled', 'returned_to_origin'));