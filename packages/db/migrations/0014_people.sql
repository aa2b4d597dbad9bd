CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	CONSTRAINT "people_slug_unique" UNIQUE("slug"),
	CONSTRAINT "people_slug_ck" CHECK ("people"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "title_credits" (
	"title_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"role" text NOT NULL,
	"character" text,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "title_credits_title_id_person_id_role_pk" PRIMARY KEY("title_id","person_id","role"),
	CONSTRAINT "title_credits_role_ck" CHECK ("title_credits"."role" in ('actor', 'director', 'writer', 'producer'))
);
--> statement-breakpoint
ALTER TABLE "title_credits" ADD CONSTRAINT "title_credits_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_credits" ADD CONSTRAINT "title_credits_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "title_credits_person_ix" ON "title_credits" USING btree ("person_id");