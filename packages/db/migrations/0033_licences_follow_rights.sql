ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "downloads" ADD COLUMN "licensed_at" timestamp with time zone;--> statement-breakpoint
-- Downloads made before this column: every one that got past its first grant had a licence.
UPDATE "downloads" SET "licensed_at" = "created_at" WHERE "licence_expires_at" > "created_at";--> statement-breakpoint
-- Accounts deleted before this column (anonymised to this address by the deletion).
UPDATE "users" SET "closed_at" = "updated_at" WHERE "email" LIKE 'deleted.%@deleted.invalid';
