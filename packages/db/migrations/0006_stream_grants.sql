CREATE TABLE "stream_grants" (
	"user_id" text NOT NULL,
	"title_id" integer NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"view_counted_at" timestamp with time zone,
	CONSTRAINT "stream_grants_user_id_title_id_pk" PRIMARY KEY("user_id","title_id")
);
--> statement-breakpoint
ALTER TABLE "stream_grants" ADD CONSTRAINT "stream_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_grants" ADD CONSTRAINT "stream_grants_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;