ALTER TABLE "training_places" ADD COLUMN "exclusive" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE INDEX "trainings_period_gist" ON "trainings" USING gist (tstzrange("start_date", "end_date", '[)'));
--> statement-breakpoint
CREATE TABLE "training_conflict_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_id" integer NOT NULL REFERENCES "trainings"("id") ON DELETE CASCADE,
	"other_training_id" integer NOT NULL REFERENCES "trainings"("id") ON DELETE CASCADE,
	"kind" varchar(30) NOT NULL,
	"resource_id" integer NOT NULL,
	"context" varchar(20) NOT NULL,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_conflict_overrides_kind_check" CHECK ("kind" IN ('place', 'teacher', 'pedagogical_supervisor')),
	CONSTRAINT "training_conflict_overrides_context_check" CHECK ("context" IN ('creation', 'modification', 'report', 'equipe'))
);
--> statement-breakpoint
CREATE INDEX "training_conflict_overrides_training_idx" ON "training_conflict_overrides" ("training_id", "other_training_id");
--> statement-breakpoint
CREATE INDEX "training_conflict_overrides_other_idx" ON "training_conflict_overrides" ("other_training_id");
