CREATE TABLE "bpf_years" (
	"year" integer PRIMARY KEY NOT NULL,
	"manual" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"frozen" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bpf_years_frozen_check" CHECK (("closed_at" IS NULL) = ("frozen" IS NULL))
);
