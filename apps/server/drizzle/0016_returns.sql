CREATE TABLE "returns_credit_note_counter" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returns_credit_note" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"credit_note_number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_credit_note_number_len_ck" CHECK (length("returns_credit_note"."credit_note_number") <= 16)
);
--> statement-breakpoint
CREATE TABLE "returns_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"status" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"actor_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returns_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"value_paise" integer NOT NULL,
	"tax_paise" integer NOT NULL,
	CONSTRAINT "returns_item_quantity_ck" CHECK ("returns_item"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "returns_return" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid,
	"order_number" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"payment_method" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refund_paise" integer DEFAULT 0 NOT NULL,
	"refund_tax_paise" integer DEFAULT 0 NOT NULL,
	"refund_method" text,
	"refund_reference" text,
	"refund_status" text,
	"replacement_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_return_money_ck" CHECK ("returns_return"."refund_paise" >= 0 and "returns_return"."refund_tax_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "catalog_category" ADD COLUMN "returnable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "returns_credit_note" ADD CONSTRAINT "returns_credit_note_return_id_returns_return_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns_return"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_event" ADD CONSTRAINT "returns_event_return_id_returns_return_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns_return"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_event" ADD CONSTRAINT "returns_event_actor_user_id_accounts_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."accounts_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_item" ADD CONSTRAINT "returns_item_return_id_returns_return_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns_return"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_item" ADD CONSTRAINT "returns_item_order_item_id_orders_item_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."orders_item"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_return" ADD CONSTRAINT "returns_return_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders_order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_return" ADD CONSTRAINT "returns_return_user_id_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns_return" ADD CONSTRAINT "returns_return_replacement_order_id_orders_order_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders_order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "returns_credit_note_return_uq" ON "returns_credit_note" USING btree ("return_id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_credit_note_number_uq" ON "returns_credit_note" USING btree ("credit_note_number");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_credit_note_series_uq" ON "returns_credit_note" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE INDEX "returns_event_return_idx" ON "returns_event" USING btree ("return_id","created_at");--> statement-breakpoint
CREATE INDEX "returns_item_return_idx" ON "returns_item" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "returns_item_order_item_idx" ON "returns_item" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "returns_return_order_idx" ON "returns_return" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "returns_return_status_created_idx" ON "returns_return" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "returns_return_created_idx" ON "returns_return" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "returns_return_kind_created_idx" ON "returns_return" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "returns_return_order_number_idx" ON "returns_return" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "returns_return_email_idx" ON "returns_return" USING btree (lower("customer_email"));--> statement-breakpoint
-- hand-written: LiPo and other packs are not taken back (docs/decisions.md, "Returns and replacements").
UPDATE "catalog_category" SET "returnable" = false WHERE "slug" = 'batteries-chargers' AND "parent_id" IS NULL;
