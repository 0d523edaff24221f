CREATE TABLE "accounts_sign_in_code" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"user_id" uuid,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_sign_in_code_channel_ck" CHECK ("accounts_sign_in_code"."channel" in ('email', 'whatsapp'))
);
--> statement-breakpoint
CREATE TABLE "cart_checkout" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lines" jsonb NOT NULL,
	"value_paise" bigint NOT NULL,
	"first_reminder_at" timestamp with time zone,
	"second_reminder_at" timestamp with time zone,
	"second_reminder_channel" text,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	"order_id" uuid,
	CONSTRAINT "cart_checkout_close_reason_ck" CHECK ("cart_checkout"."close_reason" is null or "cart_checkout"."close_reason" in ('ordered', 'emptied', 'consent_withdrawn', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "inventory_stock_alert" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"user_id" uuid,
	"email" text,
	"phone" text,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "inventory_stock_alert_channel_ck" CHECK ("inventory_stock_alert"."channel" in ('email', 'whatsapp')),
	CONSTRAINT "inventory_stock_alert_who_ck" CHECK ("inventory_stock_alert"."user_id" is not null or "inventory_stock_alert"."email" is not null or "inventory_stock_alert"."phone" is not null)
);
--> statement-breakpoint
CREATE TABLE "whatsapp_inbound" (
	"wamid" text PRIMARY KEY NOT NULL,
	"from_phone" text NOT NULL,
	"context_wamid" text,
	"payload" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wamid" text,
	"user_id" uuid,
	"order_id" uuid,
	"to_phone" text NOT NULL,
	"purpose" text NOT NULL,
	"template" text,
	"language" text,
	"content" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"fallback_email" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "whatsapp_message_status_ck" CHECK ("whatsapp_message"."status" in ('queued', 'sent', 'delivered', 'read', 'failed', 'emailed'))
);
--> statement-breakpoint
ALTER TABLE "accounts_sign_in_code" ADD CONSTRAINT "accounts_sign_in_code_user_id_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_checkout" ADD CONSTRAINT "cart_checkout_user_id_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_checkout" ADD CONSTRAINT "cart_checkout_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders_order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_stock_alert" ADD CONSTRAINT "inventory_stock_alert_product_id_catalog_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_stock_alert" ADD CONSTRAINT "inventory_stock_alert_variant_id_catalog_variant_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalog_variant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_stock_alert" ADD CONSTRAINT "inventory_stock_alert_user_id_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_message" ADD CONSTRAINT "whatsapp_message_user_id_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_message" ADD CONSTRAINT "whatsapp_message_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders_order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_sign_in_code_target_idx" ON "accounts_sign_in_code" USING btree ("target","created_at");--> statement-breakpoint
CREATE INDEX "accounts_sign_in_code_created_idx" ON "accounts_sign_in_code" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_checkout_open_uq" ON "cart_checkout" USING btree ("user_id") WHERE "cart_checkout"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "cart_checkout_started_idx" ON "cart_checkout" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_stock_alert_waiting_uq" ON "inventory_stock_alert" USING btree ("product_id",coalesce("variant_id", '00000000-0000-0000-0000-000000000000'::uuid),coalesce("user_id"::text, "email", "phone")) WHERE "inventory_stock_alert"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "inventory_stock_alert_item_idx" ON "inventory_stock_alert" USING btree ("product_id","variant_id","created_at") WHERE "inventory_stock_alert"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "inventory_stock_alert_user_idx" ON "inventory_stock_alert" USING btree ("user_id") WHERE "inventory_stock_alert"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_message_wamid_uq" ON "whatsapp_message" USING btree ("wamid");--> statement-breakpoint
CREATE INDEX "whatsapp_message_order_idx" ON "whatsapp_message" USING btree ("order_id","created_at") WHERE "whatsapp_message"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "whatsapp_message_user_idx" ON "whatsapp_message" USING btree ("user_id") WHERE "whatsapp_message"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "whatsapp_message_created_idx" ON "whatsapp_message" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "accounts_user_phone_idx" ON "accounts_user" USING btree ("phone") WHERE "accounts_user"."phone" is not null;