CREATE TABLE "held_training_figures" (
	"training_id" integer PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"training_type_id" integer NOT NULL,
	"half_days" integer NOT NULL,
	"trainees_present" integer NOT NULL,
	"present_half_days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "held_figures_by_year_type" (
	"year" integer NOT NULL,
	"training_type_id" integer NOT NULL,
	"sessions" bigint NOT NULL,
	"half_days" bigint NOT NULL,
	"trainees_present" bigint NOT NULL,
	"present_half_days" bigint NOT NULL,
	CONSTRAINT "held_figures_by_year_type_pkey" PRIMARY KEY("year","training_type_id")
);
--> statement-breakpoint
CREATE TABLE "held_staff_hours" (
	"training_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"year" integer NOT NULL,
	"hours" numeric NOT NULL,
	CONSTRAINT "held_staff_hours_pkey" PRIMARY KEY("training_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "held_staff_by_year" (
	"year" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"trainings" integer NOT NULL,
	"hours" numeric NOT NULL,
	CONSTRAINT "held_staff_by_year_pkey" PRIMARY KEY("year","profile_id")
);
--> statement-breakpoint
CREATE INDEX "held_staff_by_year_rank_idx" ON "held_staff_by_year" USING btree ("year","trainings","hours");
--> statement-breakpoint
CREATE FUNCTION "refresh_held_presence"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- The trainings locked in order: one refresh of a training at a time, each reading what the one
  -- before committed (the statements below see the latest committed rows).
  PERFORM 1 FROM "trainings" WHERE "id" = ANY("ids") ORDER BY "id" FOR NO KEY UPDATE;
  WITH "gone" AS (
    DELETE FROM "held_training_figures" WHERE "training_id" = ANY("ids") RETURNING *
  )
  INSERT INTO "held_figures_by_year_type" AS k ("year", "training_type_id", "sessions", "half_days", "trainees_present", "present_half_days")
  SELECT "year", "training_type_id", -count(*), -sum("half_days"), -sum("trainees_present"), -sum("present_half_days")
  FROM "gone" GROUP BY "year", "training_type_id" ORDER BY "year", "training_type_id"
  ON CONFLICT ("year", "training_type_id") DO UPDATE SET
    "sessions" = k."sessions" + EXCLUDED."sessions",
    "half_days" = k."half_days" + EXCLUDED."half_days",
    "trainees_present" = k."trainees_present" + EXCLUDED."trainees_present",
    "present_half_days" = k."present_half_days" + EXCLUDED."present_half_days";
  WITH "held" AS (
    SELECT t."id", t."training_type_id", EXTRACT(YEAR FROM (t."start_date" AT TIME ZONE 'Europe/Paris'))::int AS "year",
      GREATEST(0, 2 * (LEAST((t."end_date" AT TIME ZONE 'Europe/Paris')::date - (t."start_date" AT TIME ZONE 'Europe/Paris')::date, 365) + 1)
        - (CASE WHEN (t."start_date" AT TIME ZONE 'Europe/Paris')::time >= '12:00'::time THEN 1 ELSE 0 END)
        - (CASE WHEN (t."end_date" AT TIME ZONE 'Europe/Paris')::time <= '14:00'::time THEN 1 ELSE 0 END)) AS "half_days"
    FROM "trainings" t
    WHERE t."id" = ANY("ids") AND t."training_status_id" IN (5, 7)
  ),
  "fresh" AS (
    INSERT INTO "held_training_figures" ("training_id", "year", "training_type_id", "half_days", "trainees_present", "present_half_days")
    SELECT h."id", h."year", h."training_type_id", h."half_days", COALESCE(p."trainees", 0), COALESCE(p."present", 0)
    FROM "held" h
    CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE x."present" > 0) AS "trainees", sum(x."present") AS "present"
      FROM (
        SELECT GREATEST(0, h."half_days" - (SELECT count(*)::int FROM "absences" a WHERE a."training_id" = r."training_id" AND a."profile_id" = r."profile_id")) AS "present"
        FROM "registrations" r
        WHERE r."training_id" = h."id" AND r."registration_status_id" = 2
      ) x
    ) p
    RETURNING *
  )
  INSERT INTO "held_figures_by_year_type" AS k ("year", "training_type_id", "sessions", "half_days", "trainees_present", "present_half_days")
  SELECT "year", "training_type_id", count(*), sum("half_days"), sum("trainees_present"), sum("present_half_days")
  FROM "fresh" GROUP BY "year", "training_type_id" ORDER BY "year", "training_type_id"
  ON CONFLICT ("year", "training_type_id") DO UPDATE SET
    "sessions" = k."sessions" + EXCLUDED."sessions",
    "half_days" = k."half_days" + EXCLUDED."half_days",
    "trainees_present" = k."trainees_present" + EXCLUDED."trainees_present",
    "present_half_days" = k."present_half_days" + EXCLUDED."present_half_days";
END $$;
--> statement-breakpoint
CREATE FUNCTION "refresh_held_staff"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "trainings" WHERE "id" = ANY("ids") ORDER BY "id" FOR NO KEY UPDATE;
  WITH "gone" AS (
    DELETE FROM "held_staff_hours" WHERE "training_id" = ANY("ids") RETURNING *
  )
  INSERT INTO "held_staff_by_year" AS k ("year", "profile_id", "trainings", "hours")
  SELECT "year", "profile_id", -count(*), -sum("hours")
  FROM "gone" GROUP BY "year", "profile_id" ORDER BY "year", "profile_id"
  ON CONFLICT ("year", "profile_id") DO UPDATE SET
    "trainings" = k."trainings" + EXCLUDED."trainings",
    "hours" = k."hours" + EXCLUDED."hours";
  WITH "fresh" AS (
    INSERT INTO "held_staff_hours" ("training_id", "profile_id", "year", "hours")
    SELECT ts."training_id", ts."profile_id", EXTRACT(YEAR FROM (t."start_date" AT TIME ZONE 'Europe/Paris'))::int,
      sum(CASE WHEN ts."actual_lecture_hours" IS NULL AND ts."actual_tutorial_hours" IS NULL
        THEN COALESCE(ts."expected_lecture_hours", 0) + COALESCE(ts."expected_tutorial_hours", 0)
        ELSE COALESCE(ts."actual_lecture_hours", 0) + COALESCE(ts."actual_tutorial_hours", 0) END)
    FROM "training_staff" ts
    JOIN "trainings" t ON t."id" = ts."training_id"
    WHERE t."id" = ANY("ids") AND t."training_status_id" IN (5, 7)
    GROUP BY ts."training_id", ts."profile_id", t."start_date"
    RETURNING *
  )
  INSERT INTO "held_staff_by_year" AS k ("year", "profile_id", "trainings", "hours")
  SELECT "year", "profile_id", count(*), sum("hours")
  FROM "fresh" GROUP BY "year", "profile_id" ORDER BY "year", "profile_id"
  ON CONFLICT ("year", "profile_id") DO UPDATE SET
    "trainings" = k."trainings" + EXCLUDED."trainings",
    "hours" = k."hours" + EXCLUDED."hours";
END $$;
--> statement-breakpoint
CREATE FUNCTION "held_figures_on_trainings"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "ids" integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("id") INTO "ids" FROM "new_rows" WHERE "training_status_id" IN (5, 7);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("id") INTO "ids" FROM "old_rows" WHERE "training_status_id" IN (5, 7);
  ELSE
    -- The held trainings before or after whose year, type or half-days may have moved.
    SELECT array_agg(DISTINCT "id") INTO "ids" FROM (
      (SELECT "id", "training_type_id", "start_date", "end_date" FROM "old_rows" WHERE "training_status_id" IN (5, 7)
        EXCEPT SELECT "id", "training_type_id", "start_date", "end_date" FROM "new_rows" WHERE "training_status_id" IN (5, 7))
      UNION ALL
      (SELECT "id", "training_type_id", "start_date", "end_date" FROM "new_rows" WHERE "training_status_id" IN (5, 7)
        EXCEPT SELECT "id", "training_type_id", "start_date", "end_date" FROM "old_rows" WHERE "training_status_id" IN (5, 7))
    ) "moved";
  END IF;
  IF "ids" IS NOT NULL THEN
    PERFORM "refresh_held_presence"("ids");
    PERFORM "refresh_held_staff"("ids");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "held_figures_on_registrations"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "ids" integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "training_id") INTO "ids" FROM "new_rows" WHERE "registration_status_id" = 2;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT "training_id") INTO "ids" FROM "old_rows" WHERE "registration_status_id" = 2;
  ELSE
    -- The validated registrations that left or came (status, training or trainee changed).
    SELECT array_agg(DISTINCT "training_id") INTO "ids" FROM (
      (SELECT "id", "training_id", "profile_id" FROM "old_rows" WHERE "registration_status_id" = 2
        EXCEPT SELECT "id", "training_id", "profile_id" FROM "new_rows" WHERE "registration_status_id" = 2)
      UNION ALL
      (SELECT "id", "training_id", "profile_id" FROM "new_rows" WHERE "registration_status_id" = 2
        EXCEPT SELECT "id", "training_id", "profile_id" FROM "old_rows" WHERE "registration_status_id" = 2)
    ) "moved";
  END IF;
  IF "ids" IS NOT NULL THEN
    PERFORM "refresh_held_presence"("ids");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "held_figures_on_absences"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "ids" integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "training_id") INTO "ids" FROM "new_rows";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT "training_id") INTO "ids" FROM "old_rows";
  ELSE
    SELECT array_agg(DISTINCT "training_id") INTO "ids" FROM (
      (SELECT "id", "training_id", "profile_id" FROM "old_rows" EXCEPT SELECT "id", "training_id", "profile_id" FROM "new_rows")
      UNION ALL
      (SELECT "id", "training_id", "profile_id" FROM "new_rows" EXCEPT SELECT "id", "training_id", "profile_id" FROM "old_rows")
    ) "moved";
  END IF;
  IF "ids" IS NOT NULL THEN
    PERFORM "refresh_held_presence"("ids");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "held_figures_on_training_staff"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "ids" integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "training_id") INTO "ids" FROM "new_rows";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT "training_id") INTO "ids" FROM "old_rows";
  ELSE
    SELECT array_agg(DISTINCT "training_id") INTO "ids" FROM (
      (SELECT "id", "training_id", "profile_id", "expected_lecture_hours", "expected_tutorial_hours", "actual_lecture_hours", "actual_tutorial_hours" FROM "old_rows"
        EXCEPT SELECT "id", "training_id", "profile_id", "expected_lecture_hours", "expected_tutorial_hours", "actual_lecture_hours", "actual_tutorial_hours" FROM "new_rows")
      UNION ALL
      (SELECT "id", "training_id", "profile_id", "expected_lecture_hours", "expected_tutorial_hours", "actual_lecture_hours", "actual_tutorial_hours" FROM "new_rows"
        EXCEPT SELECT "id", "training_id", "profile_id", "expected_lecture_hours", "expected_tutorial_hours", "actual_lecture_hours", "actual_tutorial_hours" FROM "old_rows")
    ) "moved";
  END IF;
  IF "ids" IS NOT NULL THEN
    PERFORM "refresh_held_staff"("ids");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "held_figures_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "ids" integer[];
BEGIN
  DELETE FROM "held_training_figures";
  DELETE FROM "held_figures_by_year_type";
  DELETE FROM "held_staff_hours";
  DELETE FROM "held_staff_by_year";
  SELECT array_agg("id") INTO "ids" FROM "trainings" WHERE "training_status_id" IN (5, 7);
  IF "ids" IS NOT NULL THEN
    PERFORM "refresh_held_presence"("ids");
    PERFORM "refresh_held_staff"("ids");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "trainings_held_figures_insert" AFTER INSERT ON "trainings" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "held_figures_on_trainings"();
--> statement-breakpoint
CREATE TRIGGER "trainings_held_figures_update" AFTER UPDATE ON "trainings" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "held_figures_on_trainings"();
--> statement-breakpoint
CREATE TRIGGER "trainings_held_figures_delete" AFTER DELETE ON "trainings" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "held_figures_on_trainings"();
--> statement-breakpoint
CREATE TRIGGER "trainings_held_figures_truncate" AFTER TRUNCATE ON "trainings" FOR EACH STATEMENT EXECUTE FUNCTION "held_figures_on_truncate"();
--> statement-breakpoint
CREATE TRIGGER "registrations_held_figures_insert" AFTER INSERT ON "registrations" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "held_figures_on_registrations"();
--> statement-breakpoint
CREATE TRIGGER "registrations_held_figures_update" AFTER UPDATE ON "registrations" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "held_figures_on_registrations"();
--> statement-breakpoint
CREATE TRIGGER "registrations_held_figures_delete" AFTER DELETE ON "registrations" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "held_figures_on_registrations"();
--> statement-breakpoint
CREATE TRIGGER "registrations_held_figures_truncate" AFTER TRUNCATE ON "registrations" FOR EACH STATEMENT EXECUTE FUNCTION "held_figures_on_truncate"();
--> statement-breakpoint
CREATE TRIGGER "absences_held_figures_insert" AFTER INSERT ON "absences" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "held_figures_on_absences"();
--> statement-breakpoint
CREATE TRIGGER "absences_held_figures_update" AFTER UPDATE ON "absences" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "held_figures_on_absences"();
--> statement-breakpoint
CREATE TRIGGER "absences_held_figures_delete" AFTER DELETE ON "absences" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "held_figures_on_absences"();
--> statement-breakpoint
CREATE TRIGGER "absences_held_figures_truncate" AFTER TRUNCATE ON "absences" FOR EACH STATEMENT EXECUTE FUNCTION "held_figures_on_truncate"();
--> statement-breakpoint
CREATE TRIGGER "training_staff_held_figures_insert" AFTER INSERT ON "training_staff" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "held_figures_on_training_staff"();
--> statement-breakpoint
CREATE TRIGGER "training_staff_held_figures_update" AFTER UPDATE ON "training_staff" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "held_figures_on_training_staff"();
--> statement-breakpoint
CREATE TRIGGER "training_staff_held_figures_delete" AFTER DELETE ON "training_staff" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "held_figures_on_training_staff"();
--> statement-breakpoint
CREATE TRIGGER "training_staff_held_figures_truncate" AFTER TRUNCATE ON "training_staff" FOR EACH STATEMENT EXECUTE FUNCTION "held_figures_on_truncate"();
--> statement-breakpoint
SELECT "refresh_held_presence"(ARRAY(SELECT "id" FROM "trainings" WHERE "training_status_id" IN (5, 7)));
--> statement-breakpoint
SELECT "refresh_held_staff"(ARRAY(SELECT "id" FROM "trainings" WHERE "training_status_id" IN (5, 7)));
