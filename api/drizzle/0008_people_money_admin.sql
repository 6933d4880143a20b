CREATE TABLE "expense_payment_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_expense_id" integer NOT NULL,
	"payment_order_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"order_number" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_expense_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_expense_id" integer NOT NULL,
	"user_id" integer,
	"user_name" varchar(255) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"from_value" varchar(40),
	"to_value" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "training_expense_payments" ADD COLUMN "expense_payment_order_id" integer;--> statement-breakpoint
ALTER TABLE "training_expenses" ADD COLUMN "transport_forced_amount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "training_expenses" ADD COLUMN "distance_method" varchar(20);--> statement-breakpoint
ALTER TABLE "expense_payment_orders" ADD CONSTRAINT "expense_payment_orders_training_expense_id_training_expenses_id_fk" FOREIGN KEY ("training_expense_id") REFERENCES "public"."training_expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_payment_orders" ADD CONSTRAINT "expense_payment_orders_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_expense_history" ADD CONSTRAINT "training_expense_history_training_expense_id_training_expenses_id_fk" FOREIGN KEY ("training_expense_id") REFERENCES "public"."training_expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_expense_history" ADD CONSTRAINT "training_expense_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expense_payment_orders_number_uq" ON "expense_payment_orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_payment_orders_sequence_uq" ON "expense_payment_orders" USING btree ("payment_order_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_payment_orders_expense_regie_uq" ON "expense_payment_orders" USING btree ("training_expense_id","payment_order_id");--> statement-breakpoint
CREATE INDEX "training_expense_history_expense_idx" ON "training_expense_history" USING btree ("training_expense_id","id");--> statement-breakpoint
ALTER TABLE "training_expense_payments" ADD CONSTRAINT "training_expense_payments_expense_payment_order_id_expense_payment_orders_id_fk" FOREIGN KEY ("expense_payment_order_id") REFERENCES "public"."expense_payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
CREATE UNIQUE INDEX "training_expense_payments_expense_uq" ON "training_expense_payments" USING btree ("training_expense_id");--> statement-breakpoint
CREATE INDEX "training_expense_payments_order_idx" ON "training_expense_payments" USING btree ("payment_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_places_name_uq" ON "training_places" USING btree (lower(trim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "training_themes_name_uq" ON "training_themes" USING btree (lower(trim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "training_types_name_uq" ON "training_types" USING btree (lower(trim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "unions_name_uq" ON "unions" USING btree (lower(trim("name")));