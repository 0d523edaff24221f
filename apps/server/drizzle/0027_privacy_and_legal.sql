CREATE TABLE "accounts_sign_in" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"method" text NOT NULL,
	"outcome" text NOT NULL,
	"admin" boolean DEFAULT false NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "legal_grievance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket" text NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"order_number" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reply" text,
	"acknowledge_by" timestamp with time zone NOT NULL,
	"resolve_by" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_grievance_status_ck" CHECK ("legal_grievance"."status" in ('open', 'acknowledged', 'resolved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "legal_notice_version" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page" text NOT NULL,
	"version" integer NOT NULL,
	"hash" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_consent_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"notice_version" integer,
	"channel" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_erasure" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"by" text NOT NULL,
	"reason" text,
	"kept_tax_documents" integer NOT NULL,
	"kept_because" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts_user" DROP CONSTRAINT "accounts_user_status_ck";--> statement-breakpoint
ALTER TABLE "notifications_push_subscription" ADD COLUMN "last_ok_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts_sign_in" ADD CONSTRAINT "accounts_sign_in_user_id_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_grievance" ADD CONSTRAINT "legal_grievance_user_id_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_consent_event" ADD CONSTRAINT "privacy_consent_event_user_id_accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_sign_in_at_idx" ON "accounts_sign_in" USING btree ("at");--> statement-breakpoint
CREATE INDEX "accounts_sign_in_user_idx" ON "accounts_sign_in" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "accounts_sign_in_failed_idx" ON "accounts_sign_in" USING btree ("at") WHERE "accounts_sign_in"."outcome" <> 'success';--> statement-breakpoint
CREATE UNIQUE INDEX "legal_grievance_ticket_uq" ON "legal_grievance" USING btree ("ticket");--> statement-breakpoint
CREATE INDEX "legal_grievance_created_idx" ON "legal_grievance" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "legal_grievance_status_idx" ON "legal_grievance" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "legal_grievance_email_idx" ON "legal_grievance" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "legal_notice_version_uq" ON "legal_notice_version" USING btree ("page","version");--> statement-breakpoint
CREATE INDEX "privacy_consent_event_user_idx" ON "privacy_consent_event" USING btree ("user_id","purpose","at");--> statement-breakpoint
CREATE INDEX "privacy_consent_event_email_idx" ON "privacy_consent_event" USING btree ("email","purpose","at");--> statement-breakpoint
CREATE INDEX "privacy_erasure_user_idx" ON "privacy_erasure" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "accounts_user" ADD CONSTRAINT "accounts_user_status_ck" CHECK ("accounts_user"."status" in ('active', 'banned', 'erased'));