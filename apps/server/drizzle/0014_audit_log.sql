CREATE TABLE "audit_entry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"actor_email" text NOT NULL,
	"kind" text NOT NULL,
	"record_id" text NOT NULL,
	"record_label" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_entry" ADD CONSTRAINT "audit_entry_actor_user_id_accounts_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."accounts_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entry_at_idx" ON "audit_entry" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_entry_record_idx" ON "audit_entry" USING btree ("kind","record_id","at");--> statement-breakpoint
CREATE INDEX "audit_entry_kind_idx" ON "audit_entry" USING btree ("kind","at");--> statement-breakpoint
CREATE INDEX "audit_entry_actor_idx" ON "audit_entry" USING btree ("actor_user_id","at");