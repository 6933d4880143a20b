-- Trigram indexes answer the LIKE %word% searches on names, titles and profile numbers.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "profiles_number_trgm" ON "profiles" USING gin ("profile_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trainings_search_title_trgm" ON "trainings" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_name_trgm" ON "users" USING gin ("search_name" gin_trgm_ops);