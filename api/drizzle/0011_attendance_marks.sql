CREATE TABLE "attendance_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"mark_date" date NOT NULL,
	"half_day" varchar(10) NOT NULL,
	"reason" varchar(200) NOT NULL,
	"marked_by_profile_id" integer,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_marked_by_profile_id_profiles_id_fk" FOREIGN KEY ("marked_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_marks_uq" ON "attendance_marks" USING btree ("training_id","profile_id","mark_date","half_day");