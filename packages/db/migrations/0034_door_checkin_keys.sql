-- Issue 39: a check-in's nonce is looked up with the screening and what was presented (a nonce
-- sent again with another ticket is another scan), and each scan keeps the seats it was about
-- and those it let in, so a repeated upload answers exactly as the first did.
ALTER TABLE "screening_checkins" DROP CONSTRAINT "screening_checkins_pkey";--> statement-breakpoint
ALTER TABLE "screening_checkins" ADD CONSTRAINT "screening_checkins_screening_id_presented_nonce_pk" PRIMARY KEY("screening_id","presented","nonce");--> statement-breakpoint
ALTER TABLE "screening_checkins" ADD COLUMN "tickets" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "screening_checkins" ADD COLUMN "admitted" uuid[] DEFAULT '{}'::uuid[] NOT NULL;
