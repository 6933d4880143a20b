-- The team rows' counts of 0036 (rows per training, and per training and ARES status; the trainings with a
-- team; those by Paris start day, all and by ARES status) are counted once per statement from its transition
-- tables, instead of once per row: a statement writing a whole team (an import, a copy of a training's team,
-- the bench's generator) adds to each kept row once per training. (One trigger per event: PostgreSQL allows
-- transition tables only on triggers of one event without a column list; an update that changes neither the
-- training nor the ARES status adds nothing.)
DROP TRIGGER "training_staff_count" ON "training_staff";
--> statement-breakpoint
DROP FUNCTION "count_trainings_with_staff"();
--> statement-breakpoint
-- One training's rows of one list ('' for all its rows, ':' || status for those of an ARES status) changed by
-- "p_delta": the list's row for the training, removed at 0; when the training gets its first row or loses its
-- last, the trainings with a team (all rows only) and those by start day. The training's row is locked
-- against a change of dates meanwhile (keep_training_changes moves its days); it is not found once the
-- training is being deleted, whose BEFORE DELETE trigger took it out of the days already.
CREATE FUNCTION "staff_rows_add"("p_suffix" text, "p_training" integer, "p_delta" bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "held" bigint;
  "day" integer;
BEGIN
  SELECT "paris_day"("start_date") INTO "day" FROM "trainings" WHERE "id" = "p_training" FOR SHARE;
  "held" := "kept_add"('staff_rows_by_training' || "p_suffix", "p_training", "p_delta");
  IF "held" = 0 THEN
    DELETE FROM "list_counts" WHERE "list" = 'staff_rows_by_training' || "p_suffix" AND "key" = "p_training";
    IF "p_suffix" = '' THEN
      UPDATE "list_counts" SET "n" = "n" - 1 WHERE "list" = 'trainings_with_staff' AND "key" = 0;
    END IF;
    IF "day" IS NOT NULL THEN
      PERFORM "kept_add"('staff_trainings_by_start_day' || "p_suffix", "day", -1);
    END IF;
  ELSIF "p_delta" > 0 AND "held" = "p_delta" THEN
    IF "p_suffix" = '' THEN
      PERFORM "kept_add"('trainings_with_staff', 0, 1);
    END IF;
    IF "day" IS NOT NULL THEN
      PERFORM "kept_add"('staff_trainings_by_start_day' || "p_suffix", "day", 1);
    END IF;
  END IF;
END $$;
--> statement-breakpoint
-- The changes of a statement, one per row side: its training, its ARES status and +1 (a row now there) or -1
-- (a row no longer there). Summed per training, then per training and status, in the trainings' order.
CREATE FUNCTION "add_staff_changes"("training_ids" integer[], "statuses" integer[], "ks" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "staff_rows_add"('', d."training_id", d."k")
    FROM (
      SELECT c."training_id", sum(c."k") AS "k"
      FROM unnest("training_ids", "ks") AS c("training_id", "k")
      GROUP BY 1 HAVING sum(c."k") <> 0 ORDER BY 1
    ) d;
  PERFORM "staff_rows_add"(':' || d."status", d."training_id", d."k")
    FROM (
      SELECT c."training_id", c."status", sum(c."k") AS "k"
      FROM unnest("training_ids", "statuses", "ks") AS c("training_id", "status", "k")
      WHERE c."status" IS NOT NULL
      GROUP BY 1, 2 HAVING sum(c."k") <> 0 ORDER BY 1, 2
    ) d;
END $$;
--> statement-breakpoint
CREATE FUNCTION "count_trainings_with_staff"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "add_staff_changes"(array_agg("training_id"), array_agg("ares_status_id"), array_agg(1)) FROM "new_rows";
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "add_staff_changes"(array_agg("training_id"), array_agg("ares_status_id"), array_agg(-1)) FROM "old_rows";
  ELSE
    PERFORM "add_staff_changes"(array_agg(x."training_id"), array_agg(x."status"), array_agg(x."k"))
      FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
      CROSS JOIN LATERAL (VALUES (o."training_id", o."ares_status_id", -1), (n."training_id", n."ares_status_id", 1)) x("training_id", "status", "k")
      WHERE o."training_id" <> n."training_id" OR o."ares_status_id" IS DISTINCT FROM n."ares_status_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "training_staff_count_insert" AFTER INSERT ON "training_staff" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_trainings_with_staff"();
--> statement-breakpoint
CREATE TRIGGER "training_staff_count_update" AFTER UPDATE ON "training_staff" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_trainings_with_staff"();
--> statement-breakpoint
CREATE TRIGGER "training_staff_count_delete" AFTER DELETE ON "training_staff" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_trainings_with_staff"();
