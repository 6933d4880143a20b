CREATE TABLE "absences" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"training_id" integer NOT NULL,
	"absence_date" date NOT NULL,
	"half_day" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_sectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ares_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"zip_code" varchar(5) NOT NULL,
	"insee_code" varchar(5) NOT NULL,
	"department_code" varchar(3),
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6)
);
--> statement-breakpoint
CREATE TABLE "company_sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "council_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "councils" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "degrees" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" varchar(40) NOT NULL,
	"token_hash" varchar(128) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employment_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"documentation" smallint NOT NULL,
	"training_methods" smallint NOT NULL,
	"willingness_to_continue" smallint NOT NULL,
	"group_life" smallint NOT NULL,
	"material_conditions" smallint NOT NULL,
	"knowledge_contribution" smallint NOT NULL,
	"overall_satisfaction" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mandates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" varchar(255) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"attachments" jsonb,
	"relayed_at" timestamp with time zone,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "professional_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "professional_situations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "profile_mandates" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"mandate_id" integer NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	"council_id" integer,
	"council_section_id" integer,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "profile_unions" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"union_id" integer NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	"start_date" date,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"profile_number" varchar(20) NOT NULL,
	"phone" varchar(30),
	"birth_year" integer,
	"genre_id" integer,
	"street_number" varchar(20),
	"street_name" varchar(255),
	"profile_zip_code" varchar(5),
	"city_id" integer,
	"professional_situation_id" integer,
	"professional_category_id" integer,
	"degree_id" integer,
	"activity_sector_id" integer,
	"company_name" varchar(255),
	"company_size_id" integer,
	"company_zip_code" varchar(5),
	"is_union_member" boolean DEFAULT false NOT NULL,
	"has_mandate" boolean DEFAULT false NOT NULL,
	"has_vehicle" boolean DEFAULT false NOT NULL,
	"vehicle_category_id" integer,
	"vehicle_registration_pdf" varchar(255),
	"profile_picture" varchar(255),
	"iban" varchar(34),
	"bic" varchar(11),
	"subscribed_to_newsletter" boolean DEFAULT false NOT NULL,
	"emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"title" varchar(255),
	"employment_status_id" integer,
	"url" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_expense_id" integer NOT NULL,
	"description" varchar(255),
	"file_key" varchar(255) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "registration_mandates" (
	"registration_id" integer NOT NULL,
	"profile_mandate_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"slug" varchar(80) NOT NULL,
	CONSTRAINT "registration_statuses_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"registration_status_id" integer DEFAULT 1 NOT NULL,
	"council_id" integer,
	"seniority_id" integer,
	"training_duration_id" integer,
	"referral_source_id" integer,
	"reimbursed" boolean DEFAULT false NOT NULL,
	"needs_accommodation" boolean DEFAULT false NOT NULL,
	"refusal_reason" text,
	"convocation_sent_at" timestamp with time zone,
	"certificate_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"slug" varchar(80) NOT NULL,
	CONSTRAINT "roles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "seniorities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"irt_link" varchar(500),
	"color" varchar(20) DEFAULT '#3f51b5' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "training_deferrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_id" integer NOT NULL,
	"user_id" integer,
	"initial_start_date" timestamp with time zone NOT NULL,
	"initial_end_date" timestamp with time zone NOT NULL,
	"new_start_date" timestamp with time zone NOT NULL,
	"new_end_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_durations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "training_expense_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_expense_id" integer NOT NULL,
	"payment_order_id" integer NOT NULL,
	"payment_method" varchar(20) NOT NULL,
	"payment_reference" varchar(100) NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_expense_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"vehicle_category_id" integer,
	"evening_meals" numeric(10, 2) DEFAULT '0' NOT NULL,
	"transport_costs" numeric(10, 2) DEFAULT '0' NOT NULL,
	"accommodation_costs" numeric(10, 2) DEFAULT '0' NOT NULL,
	"other_costs" numeric(10, 2) DEFAULT '0' NOT NULL,
	"other_costs_comment" text,
	"toll_parking_costs" numeric(10, 2) DEFAULT '0' NOT NULL,
	"public_transport_costs" numeric(10, 2) DEFAULT '0' NOT NULL,
	"training_expense_status_id" integer DEFAULT 1 NOT NULL,
	"total_forced_amount" numeric(10, 2) DEFAULT '0' NOT NULL,
	"total_amount" numeric(10, 2) DEFAULT '0' NOT NULL,
	"calculated_distance" numeric(8, 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"address" varchar(255),
	"zip_code" varchar(5),
	"city_id" integer,
	"type" varchar(20) DEFAULT 'Présentiel' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "training_staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"type" varchar(30) NOT NULL,
	"expected_lecture_hours" numeric(6, 2),
	"expected_tutorial_hours" numeric(6, 2),
	"actual_lecture_hours" numeric(6, 2),
	"actual_tutorial_hours" numeric(6, 2),
	"ares_status_id" integer,
	"needs_accommodation" boolean DEFAULT false NOT NULL,
	"reimbursed_transportation" boolean DEFAULT false NOT NULL,
	"is_remunerated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"numerotation" varchar(40) NOT NULL,
	"name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "training_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "training_unions" (
	"training_id" integer NOT NULL,
	"union_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"complement" text,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"training_category_id" integer NOT NULL,
	"training_type_id" integer NOT NULL,
	"training_theme_id" integer NOT NULL,
	"training_place_id" integer,
	"training_status_id" integer DEFAULT 1 NOT NULL,
	"reserved" boolean DEFAULT false NOT NULL,
	"is_visio" boolean DEFAULT false NOT NULL,
	"paid_training" boolean DEFAULT false NOT NULL,
	"amount" numeric(10, 2),
	"max_attendees" integer NOT NULL,
	"attendance_sheet_done" boolean DEFAULT false NOT NULL,
	"dinners" integer DEFAULT 0 NOT NULL,
	"accommodation" boolean DEFAULT false NOT NULL,
	"transportation_fees" boolean DEFAULT false NOT NULL,
	"number_of_round_trips" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"email" varchar(255) NOT NULL,
	"password_hash" varchar(255) NOT NULL,
	"role_id" integer NOT NULL,
	"email_verified_at" timestamp with time zone,
	"accepted_terms" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" varchar(40) NOT NULL,
	"indemnity_per_km" numeric(6, 3) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_mandates" ADD CONSTRAINT "profile_mandates_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_mandates" ADD CONSTRAINT "profile_mandates_mandate_id_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."mandates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_mandates" ADD CONSTRAINT "profile_mandates_council_id_councils_id_fk" FOREIGN KEY ("council_id") REFERENCES "public"."councils"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_mandates" ADD CONSTRAINT "profile_mandates_council_section_id_council_sections_id_fk" FOREIGN KEY ("council_section_id") REFERENCES "public"."council_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_unions" ADD CONSTRAINT "profile_unions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_unions" ADD CONSTRAINT "profile_unions_union_id_unions_id_fk" FOREIGN KEY ("union_id") REFERENCES "public"."unions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_professional_situation_id_professional_situations_id_fk" FOREIGN KEY ("professional_situation_id") REFERENCES "public"."professional_situations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_professional_category_id_professional_categories_id_fk" FOREIGN KEY ("professional_category_id") REFERENCES "public"."professional_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_activity_sector_id_activity_sectors_id_fk" FOREIGN KEY ("activity_sector_id") REFERENCES "public"."activity_sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_company_size_id_company_sizes_id_fk" FOREIGN KEY ("company_size_id") REFERENCES "public"."company_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_vehicle_category_id_vehicle_categories_id_fk" FOREIGN KEY ("vehicle_category_id") REFERENCES "public"."vehicle_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_employment_status_id_employment_statuses_id_fk" FOREIGN KEY ("employment_status_id") REFERENCES "public"."employment_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_training_expense_id_training_expenses_id_fk" FOREIGN KEY ("training_expense_id") REFERENCES "public"."training_expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_mandates" ADD CONSTRAINT "registration_mandates_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_mandates" ADD CONSTRAINT "registration_mandates_profile_mandate_id_profile_mandates_id_fk" FOREIGN KEY ("profile_mandate_id") REFERENCES "public"."profile_mandates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_registration_status_id_registration_statuses_id_fk" FOREIGN KEY ("registration_status_id") REFERENCES "public"."registration_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_council_id_councils_id_fk" FOREIGN KEY ("council_id") REFERENCES "public"."councils"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_seniority_id_seniorities_id_fk" FOREIGN KEY ("seniority_id") REFERENCES "public"."seniorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_training_duration_id_training_durations_id_fk" FOREIGN KEY ("training_duration_id") REFERENCES "public"."training_durations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_referral_source_id_referral_sources_id_fk" FOREIGN KEY ("referral_source_id") REFERENCES "public"."referral_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_deferrals" ADD CONSTRAINT "training_deferrals_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_deferrals" ADD CONSTRAINT "training_deferrals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_expense_payments" ADD CONSTRAINT "training_expense_payments_training_expense_id_training_expenses_id_fk" FOREIGN KEY ("training_expense_id") REFERENCES "public"."training_expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_expense_payments" ADD CONSTRAINT "training_expense_payments_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_expenses" ADD CONSTRAINT "training_expenses_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_expenses" ADD CONSTRAINT "training_expenses_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_expenses" ADD CONSTRAINT "training_expenses_vehicle_category_id_vehicle_categories_id_fk" FOREIGN KEY ("vehicle_category_id") REFERENCES "public"."vehicle_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_expenses" ADD CONSTRAINT "training_expenses_training_expense_status_id_training_expense_statuses_id_fk" FOREIGN KEY ("training_expense_status_id") REFERENCES "public"."training_expense_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_places" ADD CONSTRAINT "training_places_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_staff" ADD CONSTRAINT "training_staff_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_staff" ADD CONSTRAINT "training_staff_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_staff" ADD CONSTRAINT "training_staff_ares_status_id_ares_statuses_id_fk" FOREIGN KEY ("ares_status_id") REFERENCES "public"."ares_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_unions" ADD CONSTRAINT "training_unions_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_unions" ADD CONSTRAINT "training_unions_union_id_unions_id_fk" FOREIGN KEY ("union_id") REFERENCES "public"."unions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_training_category_id_training_categories_id_fk" FOREIGN KEY ("training_category_id") REFERENCES "public"."training_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_training_type_id_training_types_id_fk" FOREIGN KEY ("training_type_id") REFERENCES "public"."training_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_training_theme_id_training_themes_id_fk" FOREIGN KEY ("training_theme_id") REFERENCES "public"."training_themes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_training_place_id_training_places_id_fk" FOREIGN KEY ("training_place_id") REFERENCES "public"."training_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_training_status_id_training_statuses_id_fk" FOREIGN KEY ("training_status_id") REFERENCES "public"."training_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "absences_uq" ON "absences" USING btree ("training_id","profile_id","absence_date","half_day");--> statement-breakpoint
CREATE INDEX "cities_zip_idx" ON "cities" USING btree ("zip_code");--> statement-breakpoint
CREATE INDEX "email_tokens_hash_idx" ON "email_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluations_uq" ON "evaluations" USING btree ("training_id","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_number_uq" ON "payment_orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "profile_mandates_profile_idx" ON "profile_mandates" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "profile_unions_profile_idx" ON "profile_unions" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_user_uq" ON "profiles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_number_uq" ON "profiles" USING btree ("profile_number");--> statement-breakpoint
CREATE INDEX "profiles_role_idx" ON "profiles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_mandates_uq" ON "registration_mandates" USING btree ("registration_id","profile_mandate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_training_profile_uq" ON "registrations" USING btree ("training_id","profile_id");--> statement-breakpoint
CREATE INDEX "registrations_profile_idx" ON "registrations" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "registrations_status_idx" ON "registrations" USING btree ("registration_status_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_expenses_uq" ON "training_expenses" USING btree ("training_id","profile_id");--> statement-breakpoint
CREATE INDEX "training_expenses_status_idx" ON "training_expenses" USING btree ("training_expense_status_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_staff_uq" ON "training_staff" USING btree ("training_id","profile_id","type");--> statement-breakpoint
CREATE INDEX "training_staff_profile_idx" ON "training_staff" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_unions_uq" ON "training_unions" USING btree ("training_id","union_id");--> statement-breakpoint
CREATE INDEX "trainings_start_idx" ON "trainings" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "trainings_end_idx" ON "trainings" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "trainings_status_idx" ON "trainings" USING btree ("training_status_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");