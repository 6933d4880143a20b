ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" SET "closed_at" = "updated_at" WHERE "is_active" = false AND "closed_at" IS NULL;
