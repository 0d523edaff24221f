CREATE TABLE "content_contact_reply" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"admin_id" uuid,
	"author_name" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_newsletter_subscriber" ADD COLUMN "subscribed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "content_newsletter_subscriber" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_contact_reply" ADD CONSTRAINT "content_contact_reply_message_id_content_contact_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."content_contact_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_contact_reply" ADD CONSTRAINT "content_contact_reply_admin_id_accounts_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."accounts_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_contact_reply_message_idx" ON "content_contact_reply" USING btree ("message_id","created_at");--> statement-breakpoint
CREATE INDEX "content_contact_message_status_idx" ON "content_contact_message" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "content_contact_message_search_trgm_idx" ON "content_contact_message" USING gin ((name || ' ' || email || ' ' || subject) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "content_newsletter_email_trgm_idx" ON "content_newsletter_subscriber" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
-- hand-written: 'read' is gone from the inbox's statuses (docs/decisions.md, The owner's inbox): a
-- message that was only read is still unanswered. Then only the three statuses may be stored.
UPDATE "content_contact_message" SET "status" = 'new' WHERE "status" NOT IN ('new', 'replied', 'closed');--> statement-breakpoint
ALTER TABLE "content_contact_message" ADD CONSTRAINT "content_contact_message_status_ck" CHECK ("status" in ('new', 'replied', 'closed'));
