CREATE FUNCTION "kept_add"("p_list" varchar, "p_key" integer, "p_delta" bigint) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  "held" bigint;
BEGIN
  INSERT INTO "list_counts" ("list", "key", "n") VALUES ("p_list", "p_key", "p_delta")
    ON CONFLICT ("list", "key") DO UPDATE SET "n" = "list_counts"."n" + EXCLUDED."n"
    RETURNING "n" INTO "held";
  RETURN "held";
END $$;
--> statement-breakpoint
CREATE FUNCTION "paris_day"("at" timestamptz) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT (("at" AT TIME ZONE 'Europe/Paris')::date - DATE '1970-01-01')
$$;
--> statement-breakpoint
CREATE FUNCTION "count_trainings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "kept_add"('trainings', 0, CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "trainings_count" AFTER INSERT OR DELETE ON "trainings" FOR EACH ROW EXECUTE FUNCTION "count_trainings"();
--> statement-breakpoint
CREATE FUNCTION "count_open_registrations"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "t" record;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."training_id" = NEW."training_id" AND OLD."registration_status_id" = NEW."registration_status_id" THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT "end_date", "training_status_id" INTO "t" FROM "trainings" WHERE "id" = OLD."training_id" FOR SHARE;
    IF FOUND AND "t"."training_status_id" <> 6 THEN
      PERFORM "kept_add"('registrations_by_end_day:' || OLD."registration_status_id", "paris_day"("t"."end_date"), -1);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT "end_date", "training_status_id" INTO "t" FROM "trainings" WHERE "id" = NEW."training_id" FOR SHARE;
    IF FOUND AND "t"."training_status_id" <> 6 THEN
      PERFORM "kept_add"('registrations_by_end_day:' || NEW."registration_status_id", "paris_day"("t"."end_date"), 1);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "registrations_count_open" AFTER INSERT OR DELETE OR UPDATE OF "training_id", "registration_status_id" ON "registrations" FOR EACH ROW EXECUTE FUNCTION "count_open_registrations"();
--> statement-breakpoint
CREATE FUNCTION "reset_open_registrations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "list_counts" WHERE "list" LIKE 'registrations\_by\_end\_day:%';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "registrations_count_reset" AFTER TRUNCATE ON "registrations" FOR EACH STATEMENT EXECUTE FUNCTION "reset_open_registrations"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "count_trainings_with_staff"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "held" bigint;
  "day" integer;
  "moved" boolean := TG_OP <> 'UPDATE' OR OLD."training_id" <> NEW."training_id";
BEGIN
  IF NOT "moved" AND OLD."ares_status_id" IS NOT DISTINCT FROM NEW."ares_status_id" THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    -- The training's start day, its row locked against a change of dates meanwhile (null once the
    -- training is being deleted: its BEFORE DELETE trigger took it out of the days already).
    SELECT "paris_day"("start_date") INTO "day" FROM "trainings" WHERE "id" = OLD."training_id" FOR SHARE;
    IF "moved" THEN
      "held" := "kept_add"('staff_rows_by_training', OLD."training_id", -1);
      IF "held" = 0 THEN
        DELETE FROM "list_counts" WHERE "list" = 'staff_rows_by_training' AND "key" = OLD."training_id";
        UPDATE "list_counts" SET "n" = "n" - 1 WHERE "list" = 'trainings_with_staff' AND "key" = 0;
        IF "day" IS NOT NULL THEN
          PERFORM "kept_add"('staff_trainings_by_start_day', "day", -1);
        END IF;
      END IF;
    END IF;
    IF OLD."ares_status_id" IS NOT NULL THEN
      "held" := "kept_add"('staff_rows_by_training:' || OLD."ares_status_id", OLD."training_id", -1);
      IF "held" = 0 THEN
        DELETE FROM "list_counts" WHERE "list" = 'staff_rows_by_training:' || OLD."ares_status_id" AND "key" = OLD."training_id";
        IF "day" IS NOT NULL THEN
          PERFORM "kept_add"('staff_trainings_by_start_day:' || OLD."ares_status_id", "day", -1);
        END IF;
      END IF;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT "paris_day"("start_date") INTO "day" FROM "trainings" WHERE "id" = NEW."training_id" FOR SHARE;
    IF "moved" THEN
      "held" := "kept_add"('staff_rows_by_training', NEW."training_id", 1);
      IF "held" = 1 THEN
        PERFORM "kept_add"('trainings_with_staff', 0, 1);
        PERFORM "kept_add"('staff_trainings_by_start_day', "day", 1);
      END IF;
    END IF;
    IF NEW."ares_status_id" IS NOT NULL THEN
      "held" := "kept_add"('staff_rows_by_training:' || NEW."ares_status_id", NEW."training_id", 1);
      IF "held" = 1 THEN
        PERFORM "kept_add"('staff_trainings_by_start_day:' || NEW."ares_status_id", "day", 1);
      END IF;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "training_staff_count" ON "training_staff";
--> statement-breakpoint
CREATE TRIGGER "training_staff_count" AFTER INSERT OR DELETE OR UPDATE OF "training_id", "ares_status_id" ON "training_staff" FOR EACH ROW EXECUTE FUNCTION "count_trainings_with_staff"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reset_trainings_with_staff"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "list_counts" WHERE "list" IN ('staff_rows_by_training', 'trainings_with_staff', 'staff_trainings_by_start_day')
    OR "list" LIKE 'staff\_rows\_by\_training:%' OR "list" LIKE 'staff\_trainings\_by\_start\_day:%';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TABLE "regie_trainings" (
	"payment_order_id" integer NOT NULL,
	"training_id" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"payments" integer NOT NULL,
	CONSTRAINT "regie_trainings_pkey" PRIMARY KEY("payment_order_id","training_id")
);
--> statement-breakpoint
CREATE INDEX "regie_trainings_order_idx" ON "regie_trainings" USING btree ("payment_order_id","start_date","training_id");
--> statement-breakpoint
CREATE INDEX "regie_trainings_training_idx" ON "regie_trainings" USING btree ("training_id");
--> statement-breakpoint
CREATE FUNCTION "regie_training_add"("p_regie" integer, "p_training" integer, "p_delta" integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "started" timestamptz;
  "held" integer;
BEGIN
  IF "p_delta" > 0 THEN
    SELECT "start_date" INTO "started" FROM "trainings" WHERE "id" = "p_training" FOR SHARE;
    INSERT INTO "regie_trainings" ("payment_order_id", "training_id", "start_date", "payments") VALUES ("p_regie", "p_training", "started", "p_delta")
      ON CONFLICT ("payment_order_id", "training_id") DO UPDATE SET "payments" = "regie_trainings"."payments" + EXCLUDED."payments"
      RETURNING "payments" INTO "held";
    IF "held" = "p_delta" THEN
      PERFORM "kept_add"('regie_trainings', "p_regie", 1);
    END IF;
  ELSE
    UPDATE "regie_trainings" SET "payments" = "payments" + "p_delta"
      WHERE "payment_order_id" = "p_regie" AND "training_id" = "p_training"
      RETURNING "payments" INTO "held";
    IF "held" <= 0 THEN
      DELETE FROM "regie_trainings" WHERE "payment_order_id" = "p_regie" AND "training_id" = "p_training";
      PERFORM "kept_add"('regie_trainings', "p_regie", -1);
    END IF;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "keep_regie_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "training" integer;
  "same_place" boolean := TG_OP = 'UPDATE' AND OLD."payment_order_id" = NEW."payment_order_id" AND OLD."training_expense_id" = NEW."training_expense_id";
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "kept_add"('regie_payments', OLD."payment_order_id", -1);
    PERFORM "kept_add"('regie_payment_cents', OLD."payment_order_id", -(OLD."amount" * 100)::bigint);
    IF OLD."bank_details_changed_at" IS NOT NULL THEN
      PERFORM "kept_add"('regie_flagged_payments', OLD."payment_order_id", -1);
    END IF;
    IF NOT "same_place" THEN
      -- Not found when the expense itself is being deleted: its BEFORE DELETE trigger did this part.
      SELECT "training_id" INTO "training" FROM "training_expenses" WHERE "id" = OLD."training_expense_id";
      IF FOUND THEN
        PERFORM "regie_training_add"(OLD."payment_order_id", "training", -1);
      END IF;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "kept_add"('regie_payments', NEW."payment_order_id", 1);
    PERFORM "kept_add"('regie_payment_cents', NEW."payment_order_id", (NEW."amount" * 100)::bigint);
    IF NEW."bank_details_changed_at" IS NOT NULL THEN
      PERFORM "kept_add"('regie_flagged_payments', NEW."payment_order_id", 1);
    END IF;
    IF NOT "same_place" THEN
      SELECT "training_id" INTO "training" FROM "training_expenses" WHERE "id" = NEW."training_expense_id";
      PERFORM "regie_training_add"(NEW."payment_order_id", "training", 1);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "training_expense_payments_totals" AFTER INSERT OR DELETE OR UPDATE OF "payment_order_id", "training_expense_id", "amount", "bank_details_changed_at" ON "training_expense_payments" FOR EACH ROW EXECUTE FUNCTION "keep_regie_totals"();
--> statement-breakpoint
CREATE FUNCTION "reset_regie_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "list_counts" WHERE "list" IN ('regie_payments', 'regie_payment_cents', 'regie_flagged_payments', 'regie_trainings');
  DELETE FROM "regie_trainings";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "training_expense_payments_totals_reset" AFTER TRUNCATE ON "training_expense_payments" FOR EACH STATEMENT EXECUTE FUNCTION "reset_regie_totals"();
--> statement-breakpoint
CREATE FUNCTION "keep_regie_trainings_of_expense"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "regie" integer;
BEGIN
  SELECT "payment_order_id" INTO "regie" FROM "training_expense_payments" WHERE "training_expense_id" = OLD."id";
  IF FOUND THEN
    PERFORM "regie_training_add"("regie", OLD."training_id", -1);
    IF TG_OP = 'UPDATE' THEN
      PERFORM "regie_training_add"("regie", NEW."training_id", 1);
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "training_expenses_regie_forget" BEFORE DELETE ON "training_expenses" FOR EACH ROW EXECUTE FUNCTION "keep_regie_trainings_of_expense"();
--> statement-breakpoint
CREATE TRIGGER "training_expenses_regie_move" AFTER UPDATE OF "training_id" ON "training_expenses" FOR EACH ROW WHEN (OLD."training_id" <> NEW."training_id") EXECUTE FUNCTION "keep_regie_trainings_of_expense"();
--> statement-breakpoint
CREATE FUNCTION "keep_training_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "was_open" boolean := OLD."training_status_id" <> 6;
  "is_open" boolean := NEW."training_status_id" <> 6;
  "old_end" integer := "paris_day"(OLD."end_date");
  "new_end" integer := "paris_day"(NEW."end_date");
  "old_start" integer := "paris_day"(OLD."start_date");
  "new_start" integer := "paris_day"(NEW."start_date");
  "r" record;
BEGIN
  IF "was_open" <> "is_open" OR ("is_open" AND "old_end" <> "new_end") THEN
    FOR "r" IN SELECT "registration_status_id" AS "status", count(*) AS "n" FROM "registrations" WHERE "training_id" = NEW."id" GROUP BY 1 LOOP
      IF "was_open" THEN
        PERFORM "kept_add"('registrations_by_end_day:' || "r"."status", "old_end", -"r"."n");
      END IF;
      IF "is_open" THEN
        PERFORM "kept_add"('registrations_by_end_day:' || "r"."status", "new_end", "r"."n");
      END IF;
    END LOOP;
  END IF;
  IF "old_start" <> "new_start" THEN
    IF EXISTS (SELECT 1 FROM "training_staff" WHERE "training_id" = NEW."id") THEN
      PERFORM "kept_add"('staff_trainings_by_start_day', "old_start", -1);
      PERFORM "kept_add"('staff_trainings_by_start_day', "new_start", 1);
    END IF;
    FOR "r" IN SELECT DISTINCT "ares_status_id" AS "status" FROM "training_staff" WHERE "training_id" = NEW."id" AND "ares_status_id" IS NOT NULL LOOP
      PERFORM "kept_add"('staff_trainings_by_start_day:' || "r"."status", "old_start", -1);
      PERFORM "kept_add"('staff_trainings_by_start_day:' || "r"."status", "new_start", 1);
    END LOOP;
  END IF;
  IF OLD."start_date" <> NEW."start_date" THEN
    UPDATE "regie_trainings" SET "start_date" = NEW."start_date" WHERE "training_id" = NEW."id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "trainings_keep_changes" AFTER UPDATE OF "start_date", "end_date", "training_status_id" ON "trainings" FOR EACH ROW EXECUTE FUNCTION "keep_training_changes"();
--> statement-breakpoint
CREATE FUNCTION "forget_deleted_training"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "start_day" integer := "paris_day"(OLD."start_date");
  "r" record;
BEGIN
  IF OLD."training_status_id" <> 6 THEN
    FOR "r" IN SELECT "registration_status_id" AS "status", count(*) AS "n" FROM "registrations" WHERE "training_id" = OLD."id" GROUP BY 1 LOOP
      PERFORM "kept_add"('registrations_by_end_day:' || "r"."status", "paris_day"(OLD."end_date"), -"r"."n");
    END LOOP;
  END IF;
  IF EXISTS (SELECT 1 FROM "training_staff" WHERE "training_id" = OLD."id") THEN
    PERFORM "kept_add"('staff_trainings_by_start_day', "start_day", -1);
  END IF;
  FOR "r" IN SELECT DISTINCT "ares_status_id" AS "status" FROM "training_staff" WHERE "training_id" = OLD."id" AND "ares_status_id" IS NOT NULL LOOP
    PERFORM "kept_add"('staff_trainings_by_start_day:' || "r"."status", "start_day", -1);
  END LOOP;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "trainings_forget_deleted" BEFORE DELETE ON "trainings" FOR EACH ROW EXECUTE FUNCTION "forget_deleted_training"();
--> statement-breakpoint
CREATE FUNCTION "reset_trainings_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "list_counts" WHERE "list" = 'trainings';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "trainings_count_reset" AFTER TRUNCATE ON "trainings" FOR EACH STATEMENT EXECUTE FUNCTION "reset_trainings_count"();
--> statement-breakpoint
CREATE INDEX "users_trainer_name_idx" ON "users" USING btree ("name","id") WHERE "role_id" IN (3, 4);
--> statement-breakpoint
INSERT INTO "list_counts" ("list", "key", "n") SELECT 'trainings', 0, count(*) FROM "trainings";
--> statement-breakpoint
INSERT INTO "list_counts" ("list", "key", "n")
  SELECT 'registrations_by_end_day:' || r."registration_status_id", "paris_day"(t."end_date"), count(*)
  FROM "registrations" r JOIN "trainings" t ON t."id" = r."training_id"
  WHERE t."training_status_id" <> 6
  GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "list_counts" ("list", "key", "n")
  SELECT 'staff_rows_by_training:' || "ares_status_id", "training_id", count(*) FROM "training_staff"
  WHERE "ares_status_id" IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "list_counts" ("list", "key", "n")
  SELECT 'staff_trainings_by_start_day', "paris_day"(t."start_date"), count(*) FROM "trainings" t
  WHERE EXISTS (SELECT 1 FROM "training_staff" s WHERE s."training_id" = t."id")
  GROUP BY 2;
--> statement-breakpoint
INSERT INTO "list_counts" ("list", "key", "n")
  SELECT 'staff_trainings_by_start_day:' || s."ares_status_id", "paris_day"(t."start_date"), count(DISTINCT t."id")
  FROM "training_staff" s JOIN "trainings" t ON t."id" = s."training_id"
  WHERE s."ares_status_id" IS NOT NULL
  GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "regie_trainings" ("payment_order_id", "training_id", "start_date", "payments")
  SELECT p."payment_order_id", x."training_id", t."start_date", count(*)
  FROM "training_expense_payments" p
  JOIN "training_expenses" x ON x."id" = p."training_expense_id"
  JOIN "trainings" t ON t."id" = x."training_id"
  GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "list_counts" ("list", "key", "n")
  SELECT 'regie_trainings', "payment_order_id", count(*) FROM "regie_trainings" GROUP BY 2;
--> statement-breakpoint
INSERT INTO "list_counts" ("list", "key", "n")
  SELECT 'regie_payments', "payment_order_id", count(*) FROM "training_expense_payments" GROUP BY 2;
--> statement-breakpoint
INSERT INTO "list_counts" ("list", "key", "n")
  SELECT 'regie_payment_cents', "payment_order_id", sum(("amount" * 100)::bigint) FROM "training_expense_payments" GROUP BY 2;
--> statement-breakpoint
INSERT INTO "list_counts" ("list", "key", "n")
  SELECT 'regie_flagged_payments', "payment_order_id", count(*) FROM "training_expense_payments" WHERE "bank_details_changed_at" IS NOT NULL GROUP BY 2;
