CREATE TABLE "analytics_order_visitor" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"visitor_hash" text NOT NULL,
	"day" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_order_visitor_day_idx" ON "analytics_order_visitor" USING btree ("day","visitor_hash");