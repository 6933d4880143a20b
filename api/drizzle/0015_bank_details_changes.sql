ALTER TABLE "profiles" ADD COLUMN "bank_details_to_confirm" boolean DEFAULT false NOT NULL;
