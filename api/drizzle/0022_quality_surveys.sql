CREATE TABLE "cold_surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"relanced_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"practice" smallint,
	"changes" text,
	"recommend" boolean,
	CONSTRAINT "cold_surveys_practice_range" CHECK ("practice" IS NULL OR "practice" BETWEEN 1 AND 10)
);
--> statement-breakpoint
ALTER TABLE "cold_surveys" ADD CONSTRAINT "cold_surveys_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cold_surveys" ADD CONSTRAINT "cold_surveys_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cold_surveys_uq" ON "cold_surveys" USING btree ("training_id","profile_id");--> statement-breakpoint
CREATE INDEX "cold_surveys_profile_idx" ON "cold_surveys" USING btree ("profile_id");--> statement-breakpoint
CREATE TABLE "team_surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"relanced_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"group_rating" smallint,
	"conditions_rating" smallint,
	"comment" text,
	CONSTRAINT "team_surveys_group_range" CHECK ("group_rating" IS NULL OR "group_rating" BETWEEN 1 AND 10),
	CONSTRAINT "team_surveys_conditions_range" CHECK ("conditions_rating" IS NULL OR "conditions_rating" BETWEEN 1 AND 10)
);
--> statement-breakpoint
ALTER TABLE "team_surveys" ADD CONSTRAINT "team_surveys_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_surveys" ADD CONSTRAINT "team_surveys_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_surveys_uq" ON "team_surveys" USING btree ("training_id","profile_id");--> statement-breakpoint
CREATE INDEX "team_surveys_profile_idx" ON "team_surveys" USING btree ("profile_id");
