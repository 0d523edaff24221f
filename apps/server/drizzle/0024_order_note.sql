ALTER TABLE "accounts_address" ADD COLUMN "landmark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders_order" ADD COLUMN "note" text DEFAULT '' NOT NULL;