-- The counts kept in list_counts (0031: profiles by role; 0034: team rows by training and the trainings
-- having one) are now kept once per statement from its transition tables, instead of once per row: a
-- statement writing many rows (an import, the bench's generator) updates each count once. Updated once per
-- row in one transaction, the same count row grew a chain of versions that each update walked again.
DROP TRIGGER "profiles_count_by_role" ON "profiles";
--> statement-breakpoint
DROP FUNCTION "count_profiles_by_role"();
--> statement-breakpoint
CREATE FUNCTION "count_profiles_by_role"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each role's change: +1 per row written, -1 per row removed (an update is both: no change unless the role moved).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "list_counts" ("list", "key", "n")
      SELECT 'profiles_by_role', "role_id", count(*) FROM "new_rows" GROUP BY "role_id"
      ON CONFLICT ("list", "key") DO UPDATE SET "n" = "list_counts"."n" + EXCLUDED."n";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "list_counts" c SET "n" = c."n" - d."k"
      FROM (SELECT "role_id", count(*) AS "k" FROM "old_rows" GROUP BY "role_id") d
      WHERE c."list" = 'profiles_by_role' AND c."key" = d."role_id";
  ELSE
    INSERT INTO "list_counts" ("list", "key", "n")
      SELECT 'profiles_by_role', "role_id", sum("k") FROM (
        SELECT "role_id", -1 AS "k" FROM "old_rows" UNION ALL SELECT "role_id", 1 FROM "new_rows"
      ) d GROUP BY "role_id" HAVING sum("k") <> 0
      ON CONFLICT ("list", "key") DO UPDATE SET "n" = "list_counts"."n" + EXCLUDED."n";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "profiles_count_by_role_insert" AFTER INSERT ON "profiles" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_profiles_by_role"();
--> statement-breakpoint
CREATE TRIGGER "profiles_count_by_role_update" AFTER UPDATE ON "profiles" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_profiles_by_role"();
--> statement-breakpoint
CREATE TRIGGER "profiles_count_by_role_delete" AFTER DELETE ON "profiles" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_profiles_by_role"();
--> statement-breakpoint
DROP TRIGGER "training_staff_count" ON "training_staff";
--> statement-breakpoint
DROP FUNCTION "count_trainings_with_staff"();
--> statement-breakpoint
CREATE FUNCTION "apply_staff_rows_change"("ids" integer[], "deltas" bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "change" bigint;
BEGIN
  -- Each training's rows change by its delta; a training is counted when its first row arrives (0 before,
  -- more after) and uncounted when its last leaves (more before, 0 after).
  WITH "d" AS (
    SELECT * FROM unnest("ids", "deltas") AS u("training_id", "delta")
  ), "up" AS (
    INSERT INTO "list_counts" ("list", "key", "n")
      SELECT 'staff_rows_by_training', "training_id", "delta" FROM "d"
      ON CONFLICT ("list", "key") DO UPDATE SET "n" = "list_counts"."n" + EXCLUDED."n"
      RETURNING "key", "n"
  )
  SELECT COALESCE(sum(CASE WHEN "up"."n" > 0 AND "up"."n" - "d"."delta" <= 0 THEN 1
                           WHEN "up"."n" <= 0 AND "up"."n" - "d"."delta" > 0 THEN -1 ELSE 0 END), 0)
    INTO "change" FROM "up" JOIN "d" ON "d"."training_id" = "up"."key";
  DELETE FROM "list_counts" WHERE "list" = 'staff_rows_by_training' AND "key" = ANY("ids") AND "n" <= 0;
  IF "change" <> 0 THEN
    INSERT INTO "list_counts" ("list", "key", "n") VALUES ('trainings_with_staff', 0, "change")
      ON CONFLICT ("list", "key") DO UPDATE SET "n" = "list_counts"."n" + EXCLUDED."n";
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "count_trainings_with_staff"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "ids" integer[];
  "deltas" bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("training_id"), array_agg("k") INTO "ids", "deltas"
      FROM (SELECT "training_id", count(*) AS "k" FROM "new_rows" GROUP BY "training_id") d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("training_id"), array_agg("k") INTO "ids", "deltas"
      FROM (SELECT "training_id", -count(*) AS "k" FROM "old_rows" GROUP BY "training_id") d;
  ELSE
    SELECT array_agg("training_id"), array_agg("k") INTO "ids", "deltas"
      FROM (
        SELECT "training_id", sum("k") AS "k" FROM (
          SELECT "training_id", -1 AS "k" FROM "old_rows" UNION ALL SELECT "training_id", 1 FROM "new_rows"
        ) x GROUP BY "training_id" HAVING sum("k") <> 0
      ) d;
  END IF;
  IF "ids" IS NOT NULL THEN
    PERFORM "apply_staff_rows_change"("ids", "deltas");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "training_staff_count_insert" AFTER INSERT ON "training_staff" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_trainings_with_staff"();
--> statement-breakpoint
CREATE TRIGGER "training_staff_count_update" AFTER UPDATE ON "training_staff" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_trainings_with_staff"();
--> statement-breakpoint
CREATE TRIGGER "training_staff_count_delete" AFTER DELETE ON "training_staff" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_trainings_with_staff"();
