CREATE TABLE "data_usage" (
	"user_id" text NOT NULL,
	"month" text NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "data_usage_user_id_month_pk" PRIMARY KEY("user_id","month"),
	CONSTRAINT "data_usage_bytes_ck" CHECK ("data_usage"."bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "data_usage" ADD CONSTRAINT "data_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;