CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"profile_id" integer REFERENCES "profiles"("id") ON DELETE SET NULL,
	"training_id" integer REFERENCES "trainings"("id") ON DELETE SET NULL,
	"subject" varchar(200) NOT NULL,
	"text" text NOT NULL,
	"status" varchar(20) DEFAULT 'recue' NOT NULL,
	"answer" text,
	"answered_by" integer REFERENCES "users"("id"),
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_status_check" CHECK ("status" IN ('recue', 'en_cours', 'traitee')),
	CONSTRAINT "complaints_answer_check" CHECK (("answer" IS NULL) = ("answered_at" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "complaints_status_idx" ON "complaints" ("status", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "complaints_created_idx" ON "complaints" ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "complaints_user_idx" ON "complaints" ("user_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE TABLE "improvement_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"what" text NOT NULL,
	"owner_user_id" integer REFERENCES "users"("id"),
	"owner_name" varchar(200),
	"due_date" date NOT NULL,
	"done_at" timestamp with time zone,
	"origin" varchar(20) NOT NULL,
	"complaint_id" integer REFERENCES "complaints"("id") ON DELETE CASCADE,
	"training_id" integer REFERENCES "trainings"("id") ON DELETE SET NULL,
	"created_by" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "improvement_actions_origin_check" CHECK ("origin" IN ('complaint', 'survey', 'other')),
	CONSTRAINT "improvement_actions_owner_check" CHECK ("owner_user_id" IS NOT NULL OR "owner_name" IS NOT NULL),
	CONSTRAINT "improvement_actions_complaint_check" CHECK (("origin" = 'complaint') = ("complaint_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "improvement_actions_due_idx" ON "improvement_actions" ("due_date", "id");
--> statement-breakpoint
CREATE INDEX "improvement_actions_complaint_idx" ON "improvement_actions" ("complaint_id");
--> statement-breakpoint
CREATE INDEX "improvement_actions_training_idx" ON "improvement_actions" ("training_id");
