CREATE TABLE "analytics_visitor_activity" (
	"visitor_hash" text PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings_change" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section" text NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settings_change" ADD CONSTRAINT "settings_change_changed_by_accounts_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."accounts_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_visitor_activity_seen_idx" ON "analytics_visitor_activity" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "settings_change_changed_idx" ON "settings_change" USING btree ("changed_at");