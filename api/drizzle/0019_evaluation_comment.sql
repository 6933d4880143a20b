ALTER TABLE "evaluations" ADD COLUMN "comment" text;
