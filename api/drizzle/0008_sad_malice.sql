CREATE UNIQUE INDEX "activity_sectors_name_uq" ON "activity_sectors" USING btree (lower(trim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "company_sizes_name_uq" ON "company_sizes" USING btree (lower(trim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "council_sections_name_uq" ON "council_sections" USING btree (lower(trim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "councils_name_uq" ON "councils" USING btree (lower(trim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "degrees_name_uq" ON "degrees" USING btree (lower(trim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "mandates_name_uq" ON "mandates" USING btree (lower(trim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "professional_categories_name_uq" ON "professional_categories" USING btree (lower(trim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "professional_situations_name_uq" ON "professional_situations" USING btree (lower(trim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "referral_sources_name_uq" ON "referral_sources" USING btree (lower(trim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "seniorities_name_uq" ON "seniorities" USING btree (lower(trim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "training_categories_name_uq" ON "training_categories" USING btree (lower(trim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "training_durations_name_uq" ON "training_durations" USING btree (lower(trim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "training_places_name_uq" ON "training_places" USING btree (lower(trim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "training_themes_name_uq" ON "training_themes" USING btree (lower(trim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "training_types_name_uq" ON "training_types" USING btree (lower(trim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "unions_name_uq" ON "unions" USING btree (lower(trim("name")));