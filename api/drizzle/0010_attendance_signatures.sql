CREATE TABLE "attendance_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"signer" varchar(12) NOT NULL,
	"sign_date" date NOT NULL,
	"half_day" varchar(10) NOT NULL,
	"method" varchar(10) NOT NULL,
	"image" "bytea" NOT NULL,
	"image_sha256" varchar(64) NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" varchar(64),
	"token_sha256" varchar(64),
	"recorded_by_profile_id" integer
);
--> statement-breakpoint
ALTER TABLE "attendance_signatures" ADD CONSTRAINT "attendance_signatures_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_signatures" ADD CONSTRAINT "attendance_signatures_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_signatures" ADD CONSTRAINT "attendance_signatures_recorded_by_profile_id_profiles_id_fk" FOREIGN KEY ("recorded_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_signatures_uq" ON "attendance_signatures" USING btree ("training_id","profile_id","sign_date","half_day");--> statement-breakpoint
CREATE INDEX "attendance_signatures_half_day_idx" ON "attendance_signatures" USING btree ("training_id","sign_date","half_day");