CREATE TABLE "member_import_rows" (
	"import_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"status" text NOT NULL,
	"reason" text,
	"user_id" text,
	"invite_token_hash" text,
	"invite_expires_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	CONSTRAINT "member_import_rows_import_id_line_pk" PRIMARY KEY("import_id","line")
);
--> statement-breakpoint
CREATE TABLE "member_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"created_by" text,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "member_imports_status_ck" CHECK ("member_imports"."status" in ('preview', 'running', 'done'))
);
--> statement-breakpoint
CREATE TABLE "organisation_members" (
	"org_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "organisation_members_org_id_user_id_pk" PRIMARY KEY("org_id","user_id"),
	CONSTRAINT "organisation_members_role_ck" CHECK ("organisation_members"."role" in ('admin', 'member'))
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "organisations_kind_ck" CHECK ("organisations"."kind" in ('company', 'school', 'church', 'ngo', 'other'))
);
--> statement-breakpoint
ALTER TABLE "member_import_rows" ADD CONSTRAINT "member_import_rows_import_id_member_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."member_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_import_rows" ADD CONSTRAINT "member_import_rows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_imports" ADD CONSTRAINT "member_imports_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_imports" ADD CONSTRAINT "member_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_import_rows_status_ix" ON "member_import_rows" USING btree ("import_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "member_import_rows_invite_uq" ON "member_import_rows" USING btree ("invite_token_hash");--> statement-breakpoint
CREATE INDEX "member_imports_org_ix" ON "member_imports" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "organisation_members_user_ix" ON "organisation_members" USING btree ("user_id");