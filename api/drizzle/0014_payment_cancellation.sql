ALTER TABLE "payment_orders" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "training_expense_payments" ADD COLUMN "bank_details_changed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "payment_orders" AS "po" SET "closed_at" = (SELECT min("next"."created_at") FROM "payment_orders" AS "next" WHERE "next"."id" > "po"."id") WHERE "po"."closed_at" IS NULL;
