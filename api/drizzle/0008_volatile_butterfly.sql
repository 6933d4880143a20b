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
ALTER TABLE "training_expenses" ADD COLUMN "transport_forced_amount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "training_expenses" ADD COLUMN "distance_method" varchar(20);--> statement-breakpoint
ALTER TABLE "training_expense_history" ADD CONSTRAINT "training_expense_history_training_expense_id_training_expenses_id_fk" FOREIGN KEY ("training_expense_id") REFERENCES "public"."training_expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_expense_history" ADD CONSTRAINT "training_expense_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_expense_history_expense_idx" ON "training_expense_history" USING btree ("training_expense_id","id");