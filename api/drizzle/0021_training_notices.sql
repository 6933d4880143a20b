CREATE TABLE "training_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(30) NOT NULL,
	"training_id" integer NOT NULL REFERENCES "trainings"("id") ON DELETE CASCADE,
	"profile_id" integer NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
	"reference" varchar(40) NOT NULL,
	"outbox_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "training_notices_uq" ON "training_notices" USING btree ("kind","training_id","profile_id","reference");
--> statement-breakpoint
CREATE INDEX "training_notices_training_idx" ON "training_notices" USING btree ("training_id");
