DROP INDEX "registrations_status_idx";--> statement-breakpoint
CREATE INDEX "registrations_status_created_idx" ON "registrations" USING btree ("registration_status_id","created_at","id");--> statement-breakpoint
CREATE INDEX "registrations_training_status_idx" ON "registrations" USING btree ("training_id","registration_status_id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name");