CREATE TABLE "quality_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"value" integer NOT NULL,
	"threshold" integer NOT NULL,
	"plays" integer NOT NULL,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "quality_alerts_rule_ck" CHECK ("quality_alerts"."rule" in ('failures', 'startup'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "quality_alerts_open_uq" ON "quality_alerts" USING btree ("rule") WHERE "quality_alerts"."cleared_at" is null;