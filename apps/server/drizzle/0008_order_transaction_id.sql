ALTER TABLE "orders_order" ADD COLUMN "transaction_id" text;--> statement-breakpoint
-- Orders paid before this column existed: the id of their newest paid (or since refunded) payment.
UPDATE "orders_order" AS o SET "transaction_id" = p."provider_payment_id"
FROM (
  SELECT DISTINCT ON ("order_id") "order_id", "provider_payment_id"
  FROM "payments_payment"
  WHERE "status" IN ('paid', 'refund_pending', 'refunded')
  ORDER BY "order_id", "updated_at" DESC
) AS p
WHERE p."order_id" = o."id";
