-- The month calendar's days: one row per Paris day a training not cancelled runs on (from its start's
-- Paris date to its end's, both included), with its start, so that a day's first trainings are the first
-- rows of the index (day, start, id) and the calendar reads 42 short ranges instead of ranking every
-- training of the six weeks. The number of rows of each day is kept in `list_counts`
-- ('calendar_trainings_by_day', key = Paris day since 1970-01-01), once per statement.
CREATE TABLE "calendar_training_days" (
	"day" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"training_id" integer NOT NULL REFERENCES "trainings"("id") ON DELETE CASCADE,
	CONSTRAINT "calendar_training_days_pkey" PRIMARY KEY ("day", "start_date", "training_id")
);
--> statement-breakpoint
CREATE INDEX "calendar_training_days_training_idx" ON "calendar_training_days" ("training_id", "day");
--> statement-breakpoint
CREATE FUNCTION "count_calendar_days_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "list_counts" ("list", "key", "n")
  SELECT 'calendar_trainings_by_day', "day", count(*) FROM "added" GROUP BY 2 ORDER BY 2
  ON CONFLICT ("list", "key") DO UPDATE SET "n" = "list_counts"."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "count_calendar_days_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "days" integer[];
BEGIN
  WITH gone AS (
    INSERT INTO "list_counts" ("list", "key", "n")
    SELECT 'calendar_trainings_by_day', "day", -count(*) FROM "removed" GROUP BY 2 ORDER BY 2
    ON CONFLICT ("list", "key") DO UPDATE SET "n" = "list_counts"."n" + excluded."n"
    RETURNING "key", "n")
  SELECT array_agg("key") INTO "days" FROM gone WHERE "n" = 0;
  IF "days" IS NOT NULL THEN
    DELETE FROM "list_counts" WHERE "list" = 'calendar_trainings_by_day' AND "key" = ANY ("days") AND "n" = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "reset_calendar_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "list_counts" WHERE "list" = 'calendar_trainings_by_day';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "calendar_training_days_count_added" AFTER INSERT ON "calendar_training_days" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "count_calendar_days_added"();
--> statement-breakpoint
CREATE TRIGGER "calendar_training_days_count_removed" AFTER DELETE ON "calendar_training_days" REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "count_calendar_days_removed"();
--> statement-breakpoint
CREATE TRIGGER "calendar_training_days_count_reset" AFTER TRUNCATE ON "calendar_training_days" FOR EACH STATEMENT EXECUTE FUNCTION "reset_calendar_days"();
--> statement-breakpoint
-- The days of the trainings a statement wrote: those inserted; for an update, those whose start, end or
-- cancellation changed, their days removed and written again (a deleted training's go by the cascade).
CREATE FUNCTION "keep_calendar_days"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "moved" integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "calendar_training_days" ("day", "start_date", "training_id")
      SELECT d."day", n."start_date", n."id" FROM "new_rows" n
      CROSS JOIN LATERAL generate_series("paris_day"(n."start_date"), "paris_day"(n."end_date")) AS d("day")
      WHERE n."training_status_id" <> 6
      ORDER BY 1, 2, 3;
  ELSE
    SELECT array_agg(n."id" ORDER BY n."id") INTO "moved"
      FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
      WHERE o."start_date" <> n."start_date" OR o."end_date" <> n."end_date" OR (o."training_status_id" = 6) <> (n."training_status_id" = 6);
    IF "moved" IS NOT NULL THEN
      DELETE FROM "calendar_training_days" WHERE "training_id" = ANY ("moved");
      INSERT INTO "calendar_training_days" ("day", "start_date", "training_id")
        SELECT d."day", n."start_date", n."id" FROM "new_rows" n
        CROSS JOIN LATERAL generate_series("paris_day"(n."start_date"), "paris_day"(n."end_date")) AS d("day")
        WHERE n."id" = ANY ("moved") AND n."training_status_id" <> 6
        ORDER BY 1, 2, 3;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "trainings_calendar_days_insert" AFTER INSERT ON "trainings" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "keep_calendar_days"();
--> statement-breakpoint
CREATE TRIGGER "trainings_calendar_days_update" AFTER UPDATE ON "trainings" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "keep_calendar_days"();
--> statement-breakpoint
INSERT INTO "calendar_training_days" ("day", "start_date", "training_id")
  SELECT d."day", t."start_date", t."id" FROM "trainings" t
  CROSS JOIN LATERAL generate_series("paris_day"(t."start_date"), "paris_day"(t."end_date")) AS d("day")
  WHERE t."training_status_id" <> 6
  ORDER BY 1, 2, 3;
