CREATE TABLE "submission_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_files_kind_ck" CHECK ("submission_files"."kind" in ('poster', 'still', 'subtitle'))
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"edit_token_hash" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"details" jsonb NOT NULL,
	"title" text,
	"contact_email" text,
	"note" text,
	"draft_title_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "submissions_reference_unique" UNIQUE("reference"),
	CONSTRAINT "submissions_status_ck" CHECK ("submissions"."status" in ('draft', 'received', 'in_review', 'accepted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_draft_title_id_titles_id_fk" FOREIGN KEY ("draft_title_id") REFERENCES "public"."titles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_files_submission_ix" ON "submission_files" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "submissions_triage_ix" ON "submissions" USING btree ("status","submitted_at");