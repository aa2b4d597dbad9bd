CREATE TABLE "sms_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prefix" text NOT NULL,
	"country" text,
	"hour_start" timestamp with time zone NOT NULL,
	"budget" integer NOT NULL,
	"sent" integer NOT NULL,
	"refused" integer DEFAULT 1 NOT NULL,
	"first_refused_at" timestamp with time zone NOT NULL,
	"last_refused_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" text,
	CONSTRAINT "sms_alerts_counts_ck" CHECK ("sms_alerts"."sent" >= 0 and "sms_alerts"."refused" >= 0 and "sms_alerts"."budget" >= 0)
);
--> statement-breakpoint
-- Codes sent before the SMS budget counted by prefix get theirs from the number (6 digits).
ALTER TABLE "phone_codes" ADD COLUMN "prefix" text;--> statement-breakpoint
UPDATE "phone_codes" SET "prefix" = substr("phone", 2, 6);--> statement-breakpoint
ALTER TABLE "phone_codes" ALTER COLUMN "prefix" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_alerts" ADD CONSTRAINT "sms_alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_alerts_prefix_hour_ux" ON "sms_alerts" USING btree ("prefix","hour_start");--> statement-breakpoint
CREATE INDEX "sms_alerts_recent_ix" ON "sms_alerts" USING btree ("hour_start");--> statement-breakpoint
CREATE INDEX "phone_codes_prefix_ix" ON "phone_codes" USING btree ("prefix","created_at");