ALTER TABLE "payments" DROP CONSTRAINT "payments_status_ck";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
CREATE INDEX "payments_pending_ix" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_ck" CHECK ("payments"."status" in ('pending', 'succeeded', 'failed', 'flagged', 'cancelled', 'expired'));