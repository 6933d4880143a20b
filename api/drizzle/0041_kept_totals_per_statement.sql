-- The totals of 0036 kept by the trainings, the registrations and the régie's payments are counted once
-- per statement from its transition tables, instead of once per row: a statement writing many rows (the
-- payments of a new régie, an import, the bench's generator) adds to each kept row once. (PostgreSQL
-- allows transition tables only on triggers of one event without a column list: one trigger per event,
-- and an update that changes none of the counted columns adds nothing, as HAVING leaves out the zero sums.)
DROP TRIGGER "trainings_count" ON "trainings";
--> statement-breakpoint
DROP FUNCTION "count_trainings"();
--> statement-breakpoint
CREATE FUNCTION "count_trainings"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "k" bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO "k" FROM "new_rows";
  ELSE
    SELECT -count(*) INTO "k" FROM "old_rows";
  END IF;
  IF "k" <> 0 THEN
    PERFORM "kept_add"('trainings', 0, "k");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "trainings_count_insert" AFTER INSERT ON "trainings" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_trainings"();
--> statement-breakpoint
CREATE TRIGGER "trainings_count_delete" AFTER DELETE ON "trainings" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_trainings"();
--> statement-breakpoint
DROP TRIGGER "registrations_count_open" ON "registrations";
--> statement-breakpoint
DROP FUNCTION "count_open_registrations"();
--> statement-breakpoint
-- Registrations by status and Paris day of their training's end (cancelled trainings left out). The
-- trainings are locked against a change of dates meanwhile (keep_training_changes moves their counts). A
-- registration deleted with its training is not found here: the training's BEFORE DELETE trigger took
-- its registrations out of their day already.
CREATE FUNCTION "add_registration_changes"("training_ids" integer[], "statuses" integer[], "ks" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "trainings" WHERE "id" = ANY("training_ids") ORDER BY "id" FOR SHARE;
  INSERT INTO "list_counts" ("list", "key", "n")
    SELECT 'registrations_by_end_day:' || c."status", "paris_day"(t."end_date"), sum(c."k")
    FROM unnest("training_ids", "statuses", "ks") AS c("training_id", "status", "k")
    JOIN "trainings" t ON t."id" = c."training_id" AND t."training_status_id" <> 6
    GROUP BY 1, 2 HAVING sum(c."k") <> 0
    ON CONFLICT ("list", "key") DO UPDATE SET "n" = "list_counts"."n" + EXCLUDED."n";
END $$;
--> statement-breakpoint
CREATE FUNCTION "count_open_registrations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "add_registration_changes"(array_agg("training_id"), array_agg("registration_status_id"), array_agg(1)) FROM "new_rows";
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "add_registration_changes"(array_agg("training_id"), array_agg("registration_status_id"), array_agg(-1)) FROM "old_rows";
  ELSE
    PERFORM "add_registration_changes"(array_agg(x."training_id"), array_agg(x."status"), array_agg(x."k"))
      FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
      CROSS JOIN LATERAL (VALUES (o."training_id", o."registration_status_id", -1), (n."training_id", n."registration_status_id", 1)) x("training_id", "status", "k")
      WHERE o."training_id" <> n."training_id" OR o."registration_status_id" <> n."registration_status_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "registrations_count_open_insert" AFTER INSERT ON "registrations" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_open_registrations"();
--> statement-breakpoint
CREATE TRIGGER "registrations_count_open_update" AFTER UPDATE ON "registrations" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_open_registrations"();
--> statement-breakpoint
CREATE TRIGGER "registrations_count_open_delete" AFTER DELETE ON "registrations" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_open_registrations"();
--> statement-breakpoint
DROP TRIGGER "training_expense_payments_totals" ON "training_expense_payments";
--> statement-breakpoint
DROP FUNCTION "keep_regie_totals"();
--> statement-breakpoint
-- A régie's payments, their sum in cents, those flagged (bank details changed) and its trainings (one
-- row per training paid, with its number of payments), from the rows a statement changed. A payment deleted with its expense is not found
-- in training_expenses: the expense's BEFORE DELETE trigger took it out of the régie's trainings already.
CREATE FUNCTION "add_payment_changes"("regies" integer[], "expenses" integer[], "cents" bigint[], "flagged" boolean[], "ks" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "list_counts" ("list", "key", "n")
    SELECT v."list", c."regie", sum(v."n")
    FROM unnest("regies", "cents", "flagged", "ks") AS c("regie", "cents", "flagged", "k")
    CROSS JOIN LATERAL (VALUES
      ('regie_payments', c."k"::bigint),
      ('regie_payment_cents', c."k" * c."cents"),
      ('regie_flagged_payments', CASE WHEN c."flagged" THEN c."k" ELSE 0 END::bigint)) v("list", "n")
    GROUP BY 1, 2 HAVING sum(v."n") <> 0
    ON CONFLICT ("list", "key") DO UPDATE SET "n" = "list_counts"."n" + EXCLUDED."n";
  -- The régie's trainings: each (régie, training) given its change of payments once (regie_training_add
  -- locks the training against a change of start date meanwhile).
  PERFORM "regie_training_add"(d."regie", d."training_id", d."k"::integer)
    FROM (
      SELECT c."regie", x."training_id", sum(c."k") AS "k"
      FROM unnest("regies", "expenses", "ks") AS c("regie", "expense", "k")
      JOIN "training_expenses" x ON x."id" = c."expense"
      GROUP BY 1, 2 HAVING sum(c."k") <> 0
      ORDER BY 1, 2
    ) d;
END $$;
--> statement-breakpoint
CREATE FUNCTION "keep_regie_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "add_payment_changes"(array_agg("payment_order_id"), array_agg("training_expense_id"), array_agg(("amount" * 100)::bigint),
      array_agg("bank_details_changed_at" IS NOT NULL), array_agg(1)) FROM "new_rows";
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "add_payment_changes"(array_agg("payment_order_id"), array_agg("training_expense_id"), array_agg(("amount" * 100)::bigint),
      array_agg("bank_details_changed_at" IS NOT NULL), array_agg(-1)) FROM "old_rows";
  ELSE
    PERFORM "add_payment_changes"(array_agg(x."regie"), array_agg(x."expense"), array_agg(x."cents"), array_agg(x."flagged"), array_agg(x."k"))
      FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
      CROSS JOIN LATERAL (VALUES
        (o."payment_order_id", o."training_expense_id", (o."amount" * 100)::bigint, o."bank_details_changed_at" IS NOT NULL, -1),
        (n."payment_order_id", n."training_expense_id", (n."amount" * 100)::bigint, n."bank_details_changed_at" IS NOT NULL, 1))
        x("regie", "expense", "cents", "flagged", "k")
      WHERE (o."payment_order_id", o."training_expense_id", o."amount", o."bank_details_changed_at" IS NOT NULL)
        IS DISTINCT FROM (n."payment_order_id", n."training_expense_id", n."amount", n."bank_details_changed_at" IS NOT NULL);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "training_expense_payments_totals_insert" AFTER INSERT ON "training_expense_payments" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "keep_regie_totals"();
--> statement-breakpoint
CREATE TRIGGER "training_expense_payments_totals_update" AFTER UPDATE ON "training_expense_payments" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "keep_regie_totals"();
--> statement-breakpoint
CREATE TRIGGER "training_expense_payments_totals_delete" AFTER DELETE ON "training_expense_payments" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "keep_regie_totals"();
