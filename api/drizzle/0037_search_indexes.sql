-- The catalogue (published or postponed trainings not ended) is read in start order in two parts
-- (modules/trainings/scopes.ts): the trainings to come, from the current date on, through this index
-- (its columns answer the catalogue's filters, its count and its search words without the table), and
-- the trainings under way through the period index below. One index on start_date alone made every
-- catalogue page walk the past trainings first.
CREATE INDEX "trainings_catalogue_start_idx" ON "trainings" USING btree ("start_date", "id") INCLUDE ("end_date", "training_category_id", "search_title") WHERE "training_status_id" IN (3, 4);--> statement-breakpoint
-- The catalogue's trainings under way at a given time: their closed range contains it.
CREATE INDEX "trainings_catalogue_period_gist" ON "trainings" USING gist (tstzrange("start_date", "end_date", '[]')) WHERE "training_status_id" IN (3, 4);--> statement-breakpoint
-- The profile search reads names in order until 20 match its words: the folded name is in the index,
-- so the names passed over are read from the index alone.
DROP INDEX IF EXISTS "users_name_idx";--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name", "id") INCLUDE ("search_name");
