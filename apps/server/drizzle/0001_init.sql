CREATE TABLE "accounts_address" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_address_pincode_ck" CHECK ("accounts_address"."pincode" ~ '^[1-9][0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "accounts_password_reset" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts_session" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts_user" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"avatar" text,
	"password_hash" text,
	"google_subject" text,
	"role" text DEFAULT 'user' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_user_role_ck" CHECK ("accounts_user"."role" in ('user', 'admin')),
	CONSTRAINT "accounts_user_status_ck" CHECK ("accounts_user"."status" in ('active', 'banned'))
);
--> statement-breakpoint
CREATE TABLE "cart_item" (
	"cart_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_item_cart_id_product_id_pk" PRIMARY KEY("cart_id","product_id"),
	CONSTRAINT "cart_item_quantity_ck" CHECK ("cart_item"."quantity" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "cart_cart" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_cart_user_uq" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_category" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT 'fas fa-tag' NOT NULL,
	"image" text,
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_category_slug_ck" CHECK ("catalog_category"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "catalog_category_alias" (
	"alias" text PRIMARY KEY NOT NULL,
	"category_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_product_image" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_product_view" (
	"day" text NOT NULL,
	"visitor_hash" text NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "catalog_product_view_day_visitor_hash_product_id_pk" PRIMARY KEY("day","visitor_hash","product_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_product" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sku" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"category_id" uuid NOT NULL,
	"search_keywords" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"price_paise" integer NOT NULL,
	"original_price_paise" integer NOT NULL,
	"cost_price_paise" integer,
	"discount_percent" integer GENERATED ALWAYS AS (case when original_price_paise > price_paise then round((original_price_paise - price_paise) * 100.0 / original_price_paise)::integer else 0 end) STORED NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"stock_status" text DEFAULT 'in_stock' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"trending" boolean DEFAULT false NOT NULL,
	"free_delivery" boolean DEFAULT false NOT NULL,
	"rating_avg" numeric(3, 2) DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"whats_in_box" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"warranty" jsonb NOT NULL,
	"video_url" text,
	"seller" jsonb NOT NULL,
	"hsn_code" text NOT NULL,
	"gst_rate_bp" integer DEFAULT 1800 NOT NULL,
	"country_of_origin" text DEFAULT 'India' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(brand, '') || ' ' || coalesce(search_keywords, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_product_price_ck" CHECK ("catalog_product"."price_paise" > 0),
	CONSTRAINT "catalog_product_original_ck" CHECK ("catalog_product"."original_price_paise" >= "catalog_product"."price_paise"),
	CONSTRAINT "catalog_product_stock_ck" CHECK ("catalog_product"."stock" >= 0),
	CONSTRAINT "catalog_product_gst_ck" CHECK ("catalog_product"."gst_rate_bp" between 0 and 4000),
	CONSTRAINT "catalog_product_rating_ck" CHECK ("catalog_product"."rating_avg" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "content_banner" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" text NOT NULL,
	"image" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"button_text" text DEFAULT 'Shop Now' NOT NULL,
	"link" text DEFAULT '/products' NOT NULL,
	"background_color" text DEFAULT '#ffc107' NOT NULL,
	"text_color" text DEFAULT '#000000' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_banner_position_ck" CHECK ("content_banner"."position" in ('hero', 'middle', 'bottom'))
);
--> statement-breakpoint
CREATE TABLE "content_contact_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_home_design" (
	"id" text PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_newsletter_subscriber" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"source" text DEFAULT 'home' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons_redemption" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid,
	"discount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons_coupon" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"min_purchase_paise" integer DEFAULT 0 NOT NULL,
	"max_discount_paise" integer,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"per_customer_limit" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_coupon_code_ck" CHECK ("coupons_coupon"."code" = upper("coupons_coupon"."code") and length("coupons_coupon"."code") between 3 and 32),
	CONSTRAINT "coupons_coupon_value_ck" CHECK (("coupons_coupon"."discount_type" = 'percentage' and "coupons_coupon"."discount_value" between 1 and 100) or ("coupons_coupon"."discount_type" = 'fixed' and "coupons_coupon"."discount_value" > 0)),
	CONSTRAINT "coupons_coupon_uses_ck" CHECK ("coupons_coupon"."max_uses" is null or "coupons_coupon"."used_count" <= "coupons_coupon"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "inventory_movement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid,
	"actor_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications_outbox_email" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"template" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications_push_subscription" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders_invoice_counter" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders_invoice" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_invoice_number_len_ck" CHECK (length("orders_invoice"."invoice_number") <= 16)
);
--> statement-breakpoint
CREATE TABLE "orders_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"name" text NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"image" text,
	"category" text DEFAULT '' NOT NULL,
	"hsn_code" text DEFAULT '' NOT NULL,
	"gst_rate_bp" integer DEFAULT 1800 NOT NULL,
	"unit_price_paise" integer NOT NULL,
	"quantity" integer NOT NULL,
	"discount_paise" integer DEFAULT 0 NOT NULL,
	"tax_paise" integer DEFAULT 0 NOT NULL,
	"line_total_paise" integer NOT NULL,
	CONSTRAINT "orders_item_quantity_ck" CHECK ("orders_item"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders_timeline" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"automated" boolean DEFAULT false NOT NULL,
	"actor_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders_order" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"user_id" uuid,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"warehouse" text NOT NULL,
	"shipping_method" text DEFAULT 'standard' NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"subtotal_paise" integer NOT NULL,
	"discount_paise" integer DEFAULT 0 NOT NULL,
	"shipping_paise" integer DEFAULT 0 NOT NULL,
	"tax_paise" integer DEFAULT 0 NOT NULL,
	"cgst_paise" integer DEFAULT 0 NOT NULL,
	"sgst_paise" integer DEFAULT 0 NOT NULL,
	"igst_paise" integer DEFAULT 0 NOT NULL,
	"total_paise" integer NOT NULL,
	"coupon_code" text,
	"tracking_number" text,
	"estimated_delivery" date,
	"source" text DEFAULT 'web' NOT NULL,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "orders_order_status_ck" CHECK ("orders_order"."status" in ('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled')),
	CONSTRAINT "orders_order_money_ck" CHECK ("orders_order"."subtotal_paise" >= 0 and "orders_order"."discount_paise" >= 0 and "orders_order"."shipping_paise" >= 0 and "orders_order"."tax_paise" >= 0 and "orders_order"."total_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments_method" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_method_type_ck" CHECK ("payments_method"."type" in ('card', 'upi', 'netbanking', 'wallet', 'cod', 'emi'))
);
--> statement-breakpoint
CREATE TABLE "payments_payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text,
	"provider_payment_id" text,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"signature_verified" boolean DEFAULT false NOT NULL,
	"method" text,
	"failure_reason" text,
	"refund_id" text,
	"refunded_paise" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_payment_amount_ck" CHECK ("payments_payment"."amount_paise" > 0),
	CONSTRAINT "payments_payment_refund_ck" CHECK ("payments_payment"."refunded_paise" between 0 and "payments_payment"."amount_paise")
);
--> statement-breakpoint
CREATE TABLE "qna_question" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" uuid,
	"question" text NOT NULL,
	"answer" text,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews_review" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"comment" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_at" timestamp with time zone,
	CONSTRAINT "reviews_review_rating_ck" CHECK ("reviews_review"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "settings_section" (
	"section" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_item" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_item_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "platform_idempotency_key" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "platform_idempotency_key_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "platform_rate_limit_bucket" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts_address" ADD CONSTRAINT "accounts_address_user_id_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts_password_reset" ADD CONSTRAINT "accounts_password_reset_user_id_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts_session" ADD CONSTRAINT "accounts_session_user_id_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_cart_id_cart_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."cart_cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_product_id_catalog_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_cart" ADD CONSTRAINT "cart_cart_user_id_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_category" ADD CONSTRAINT "catalog_category_parent_id_catalog_category_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."catalog_category"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_category_alias" ADD CONSTRAINT "catalog_category_alias_category_id_catalog_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."catalog_category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_image" ADD CONSTRAINT "catalog_product_image_product_id_catalog_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_view" ADD CONSTRAINT "catalog_product_view_product_id_catalog_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product" ADD CONSTRAINT "catalog_product_category_id_catalog_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."catalog_category"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_contact_message" ADD CONSTRAINT "content_contact_message_user_id_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_home_design" ADD CONSTRAINT "content_home_design_updated_by_accounts_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons_redemption" ADD CONSTRAINT "coupons_redemption_coupon_id_coupons_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons_coupon"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons_redemption" ADD CONSTRAINT "coupons_redemption_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons_redemption" ADD CONSTRAINT "coupons_redemption_user_id_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movement" ADD CONSTRAINT "inventory_movement_product_id_catalog_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movement" ADD CONSTRAINT "inventory_movement_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders_order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movement" ADD CONSTRAINT "inventory_movement_actor_user_id_accounts_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."accounts_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications_push_subscription" ADD CONSTRAINT "notifications_push_subscription_user_id_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_invoice" ADD CONSTRAINT "orders_invoice_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders_order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_item" ADD CONSTRAINT "orders_item_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_item" ADD CONSTRAINT "orders_item_product_id_catalog_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_timeline" ADD CONSTRAINT "orders_timeline_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_timeline" ADD CONSTRAINT "orders_timeline_actor_user_id_accounts_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."accounts_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_order" ADD CONSTRAINT "orders_order_user_id_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments_payment" ADD CONSTRAINT "payments_payment_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders_order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qna_question" ADD CONSTRAINT "qna_question_product_id_catalog_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qna_question" ADD CONSTRAINT "qna_question_user_id_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qna_question" ADD CONSTRAINT "qna_question_answered_by_accounts_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."accounts_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews_review" ADD CONSTRAINT "reviews_review_product_id_catalog_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews_review" ADD CONSTRAINT "reviews_review_user_id_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings_section" ADD CONSTRAINT "settings_section_updated_by_accounts_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_item" ADD CONSTRAINT "wishlist_item_user_id_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_item" ADD CONSTRAINT "wishlist_item_product_id_catalog_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_address_user_idx" ON "accounts_address" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_address_one_default_uq" ON "accounts_address" USING btree ("user_id") WHERE "accounts_address"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_password_reset_token_uq" ON "accounts_password_reset" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "accounts_password_reset_user_idx" ON "accounts_password_reset" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "accounts_session_user_idx" ON "accounts_session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_user_email_lower_uq" ON "accounts_user" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_user_google_subject_uq" ON "accounts_user" USING btree ("google_subject");--> statement-breakpoint
CREATE INDEX "accounts_user_created_at_idx" ON "accounts_user" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "accounts_user_role_idx" ON "accounts_user" USING btree ("role");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_category_parent_slug_uq" ON "catalog_category" USING btree ("parent_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_category_top_slug_uq" ON "catalog_category" USING btree ("slug") WHERE "catalog_category"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "catalog_category_parent_idx" ON "catalog_category" USING btree ("parent_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_product_image_position_uq" ON "catalog_product_image" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "catalog_product_view_product_idx" ON "catalog_product_view" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_product_sku_uq" ON "catalog_product" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_product_slug_uq" ON "catalog_product" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "catalog_product_category_idx" ON "catalog_product" USING btree ("category_id","created_at");--> statement-breakpoint
CREATE INDEX "catalog_product_price_idx" ON "catalog_product" USING btree ("price_paise");--> statement-breakpoint
CREATE INDEX "catalog_product_created_idx" ON "catalog_product" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "catalog_product_rating_idx" ON "catalog_product" USING btree ("rating_avg");--> statement-breakpoint
CREATE INDEX "catalog_product_discount_idx" ON "catalog_product" USING btree ("discount_percent");--> statement-breakpoint
CREATE INDEX "catalog_product_sold_idx" ON "catalog_product" USING btree ("sold_count");--> statement-breakpoint
CREATE INDEX "catalog_product_name_idx" ON "catalog_product" USING btree ("name");--> statement-breakpoint
CREATE INDEX "catalog_product_featured_idx" ON "catalog_product" USING btree ("created_at") WHERE "catalog_product"."featured";--> statement-breakpoint
CREATE INDEX "catalog_product_trending_idx" ON "catalog_product" USING btree ("created_at") WHERE "catalog_product"."trending";--> statement-breakpoint
CREATE INDEX "catalog_product_low_stock_idx" ON "catalog_product" USING btree ("stock");--> statement-breakpoint
CREATE INDEX "catalog_product_search_idx" ON "catalog_product" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "catalog_product_name_trgm_idx" ON "catalog_product" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "content_banner_position_idx" ON "content_banner" USING btree ("position","enabled","sort_order");--> statement-breakpoint
CREATE INDEX "content_contact_message_created_idx" ON "content_contact_message" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_newsletter_email_lower_uq" ON "content_newsletter_subscriber" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "content_newsletter_created_idx" ON "content_newsletter_subscriber" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_redemption_order_uq" ON "coupons_redemption" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupons_redemption_coupon_user_idx" ON "coupons_redemption" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_coupon_code_uq" ON "coupons_coupon" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupons_coupon_created_idx" ON "coupons_coupon" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inventory_movement_product_idx" ON "inventory_movement" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "inventory_movement_created_idx" ON "inventory_movement" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_outbox_created_idx" ON "notifications_outbox_email" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_outbox_status_idx" ON "notifications_outbox_email" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_push_endpoint_uq" ON "notifications_push_subscription" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "notifications_push_user_idx" ON "notifications_push_subscription" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_order_uq" ON "orders_invoice" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_uq" ON "orders_invoice" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_series_uq" ON "orders_invoice" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE INDEX "orders_item_order_idx" ON "orders_item" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_item_product_idx" ON "orders_item" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_item_name_trgm_idx" ON "orders_item" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_timeline_order_idx" ON "orders_timeline" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_uq" ON "orders_order" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_order_user_created_idx" ON "orders_order" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_order_status_created_idx" ON "orders_order" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_order_created_idx" ON "orders_order" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_order_email_idx" ON "orders_order" USING btree (lower("customer_email"));--> statement-breakpoint
CREATE INDEX "orders_order_name_trgm_idx" ON "orders_order" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_method_type_uq" ON "payments_method" USING btree ("type");--> statement-breakpoint
CREATE INDEX "payments_payment_order_idx" ON "payments_payment" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_payment_provider_order_uq" ON "payments_payment" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_payment_provider_payment_uq" ON "payments_payment" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "qna_question_product_idx" ON "qna_question" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "qna_question_status_idx" ON "qna_question" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_review_product_user_uq" ON "reviews_review" USING btree ("product_id","user_id");--> statement-breakpoint
CREATE INDEX "reviews_review_product_status_idx" ON "reviews_review" USING btree ("product_id","status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_review_status_idx" ON "reviews_review" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "wishlist_item_user_created_idx" ON "wishlist_item" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "platform_idempotency_expires_idx" ON "platform_idempotency_key" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "platform_rate_limit_reset_idx" ON "platform_rate_limit_bucket" USING btree ("reset_at");