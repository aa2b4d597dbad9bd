CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION tazama_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, input)) $$;--> statement-breakpoint
CREATE TABLE "search_documents" (
	"ref" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"year" smallint NOT NULL,
	"episode_number" smallint,
	"folded_title" text NOT NULL,
	"folded_body" text NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_documents_kind_ck" CHECK ("search_documents"."kind" in ('movie', 'series', 'episode'))
);
--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_ix" ON "search_documents" USING gin ("folded_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_body_trgm_ix" ON "search_documents" USING gin ("folded_body" gin_trgm_ops);