CREATE TABLE "watch_parties" (
	"code" text PRIMARY KEY NOT NULL,
	"title_id" integer NOT NULL,
	"host_id" text NOT NULL,
	"playing" boolean DEFAULT false NOT NULL,
	"position_s" double precision DEFAULT 0 NOT NULL,
	"position_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_parties_code_ck" CHECK ("watch_parties"."code" ~ '^[2-9A-HJ-NP-Z]{8}$'),
	CONSTRAINT "watch_parties_position_ck" CHECK ("watch_parties"."position_s" >= 0)
);
--> statement-breakpoint
ALTER TABLE "watch_parties" ADD CONSTRAINT "watch_parties_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_parties" ADD CONSTRAINT "watch_parties_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watch_parties_host_ix" ON "watch_parties" USING btree ("host_id","created_at");