CREATE TABLE "orders_cod_block" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"returns" integer DEFAULT 0 NOT NULL,
	"last_order_id" uuid,
	"blocked_at" timestamp with time zone,
	"lifted_at" timestamp with time zone,
	"lifted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_cod_block_kind_ck" CHECK ("orders_cod_block"."kind" in ('customer', 'phone', 'pincode')),
	CONSTRAINT "orders_cod_block_returns_ck" CHECK ("orders_cod_block"."returns" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_ndr" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"courier_remark" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"customer_choice" text,
	"customer_details" jsonb,
	"customer_chose_at" timestamp with time zone,
	"acted_by" uuid,
	"action_sent_at" timestamp with time zone,
	"courier_answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_ndr_reason_ck" CHECK ("shipping_ndr"."reason" in ('customer_unavailable', 'refused', 'address_issue', 'phone_unreachable', 'cod_not_ready', 'rescheduled', 'other')),
	CONSTRAINT "shipping_ndr_state_ck" CHECK ("shipping_ndr"."state" in ('open', 'reattempt', 'return', 'closed')),
	CONSTRAINT "shipping_ndr_choice_ck" CHECK ("shipping_ndr"."customer_choice" is null or "shipping_ndr"."customer_choice" in ('reattempt', 'update_details', 'cancel'))
);
--> statement-breakpoint
ALTER TABLE "orders_order" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders_order" ADD COLUMN "cod_fee_tax_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders_order" ADD COLUMN "prepaid_saving_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders_order" ADD COLUMN "pay_now_saving_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders_order" ADD COLUMN "cod_advance_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_shipment" ADD COLUMN "freight_paise" integer;--> statement-breakpoint
ALTER TABLE "orders_cod_block" ADD CONSTRAINT "orders_cod_block_lifted_by_accounts_user_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."accounts_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_ndr" ADD CONSTRAINT "shipping_ndr_shipment_id_shipping_shipment_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipping_shipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_ndr" ADD CONSTRAINT "shipping_ndr_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_ndr" ADD CONSTRAINT "shipping_ndr_acted_by_accounts_user_id_fk" FOREIGN KEY ("acted_by") REFERENCES "public"."accounts_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cod_block_kind_value_uq" ON "orders_cod_block" USING btree ("kind","value");--> statement-breakpoint
CREATE INDEX "orders_cod_block_blocked_idx" ON "orders_cod_block" USING btree ("blocked_at") WHERE "orders_cod_block"."blocked_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_ndr_open_uq" ON "shipping_ndr" USING btree ("shipment_id") WHERE "shipping_ndr"."state" = 'open';--> statement-breakpoint
CREATE INDEX "shipping_ndr_order_idx" ON "shipping_ndr" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipping_ndr_state_idx" ON "shipping_ndr" USING btree ("state","last_attempt_at");--> statement-breakpoint
CREATE INDEX "orders_order_shipped_idx" ON "orders_order" USING btree ("shipped_at") WHERE "orders_order"."shipped_at" is not null;--> statement-breakpoint
ALTER TABLE "orders_order" ADD CONSTRAINT "orders_order_cod_money_ck" CHECK ("orders_order"."cod_fee_paise" >= 0 and "orders_order"."cod_fee_tax_paise" >= 0 and "orders_order"."prepaid_saving_paise" >= 0 and "orders_order"."pay_now_saving_paise" >= 0 and "orders_order"."cod_advance_paise" >= 0 and "orders_order"."cod_advance_paise" <= "orders_order"."total_paise");