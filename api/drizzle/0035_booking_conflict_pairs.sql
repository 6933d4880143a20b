CREATE TABLE "booking_conflict_pairs" (
	"a_id" integer NOT NULL REFERENCES "trainings"("id") ON DELETE CASCADE,
	"b_id" integer NOT NULL REFERENCES "trainings"("id") ON DELETE CASCADE,
	"kind" varchar(30) NOT NULL,
	"resource_id" integer NOT NULL,
	"a_start" timestamp with time zone NOT NULL,
	"b_start" timestamp with time zone NOT NULL,
	"overlap_end" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_conflict_pairs_pkey" PRIMARY KEY ("a_id", "b_id", "kind", "resource_id"),
	CONSTRAINT "booking_conflict_pairs_kind_check" CHECK ("kind" IN ('place', 'teacher', 'pedagogical_supervisor'))
);
--> statement-breakpoint
CREATE INDEX "booking_conflict_pairs_b_idx" ON "booking_conflict_pairs" ("b_id");
--> statement-breakpoint
CREATE INDEX "booking_conflict_pairs_order_idx" ON "booking_conflict_pairs" ("b_start", "a_start", "a_id", "b_id", "kind", "resource_id");
--> statement-breakpoint
CREATE INDEX "booking_conflict_pairs_overlap_gist" ON "booking_conflict_pairs" USING gist (tstzrange("b_start", "overlap_end", '[)'));
--> statement-breakpoint
CREATE FUNCTION "count_conflict_pairs_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "list_counts" ("list", "key", "n")
  SELECT 'conflict_pairs_by_day', floor(extract(epoch FROM "b_start") / 86400)::integer AS "day", count(*) FROM "added" GROUP BY 2 ORDER BY 2
  ON CONFLICT ("list", "key") DO UPDATE SET "n" = "list_counts"."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "count_conflict_pairs_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "days" integer[];
BEGIN
  WITH gone AS (
    INSERT INTO "list_counts" ("list", "key", "n")
    SELECT 'conflict_pairs_by_day', floor(extract(epoch FROM "b_start") / 86400)::integer AS "day", -count(*) FROM "removed" GROUP BY 2 ORDER BY 2
    ON CONFLICT ("list", "key") DO UPDATE SET "n" = "list_counts"."n" + excluded."n"
    RETURNING "key", "n")
  SELECT array_agg("key") INTO "days" FROM gone WHERE "n" = 0;
  IF "days" IS NOT NULL THEN
    DELETE FROM "list_counts" WHERE "list" = 'conflict_pairs_by_day' AND "key" = ANY ("days") AND "n" = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "reset_conflict_pairs_by_day"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "list_counts" WHERE "list" = 'conflict_pairs_by_day';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "booking_conflict_pairs_count_added" AFTER INSERT ON "booking_conflict_pairs" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "count_conflict_pairs_added"();
--> statement-breakpoint
CREATE TRIGGER "booking_conflict_pairs_count_removed" AFTER DELETE ON "booking_conflict_pairs" REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "count_conflict_pairs_removed"();
--> statement-breakpoint
CREATE TRIGGER "booking_conflict_pairs_count_reset" AFTER TRUNCATE ON "booking_conflict_pairs" FOR EACH STATEMENT EXECUTE FUNCTION "reset_conflict_pairs_by_day"();
--> statement-breakpoint
CREATE FUNCTION "booking_conflicts_lock"("places" integer[], "people" integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "keys" integer[][];
  "k" integer[];
BEGIN
  SELECT array_agg(ARRAY["kind", "id"] ORDER BY "kind", "id") INTO "keys" FROM (
    SELECT DISTINCT 720321 AS "kind", "id" FROM unnest("places") AS p("id") WHERE "id" IS NOT NULL
    UNION
    SELECT DISTINCT 720322, "id" FROM unnest("people") AS q("id") WHERE "id" IS NOT NULL) AS r;
  IF "keys" IS NULL THEN
    RETURN;
  END IF;
  IF array_length("keys", 1) > 32 THEN
    PERFORM pg_advisory_xact_lock(720323, 0);
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(720323, 0);
  FOREACH "k" SLICE 1 IN ARRAY "keys" LOOP
    PERFORM pg_advisory_xact_lock("k"[1], "k"[2]);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION "booking_conflicts_refresh"("whole" integer[], "place_of" integer[], "staff_t" integer[], "staff_p" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality("whole") > 0 THEN
    DELETE FROM "booking_conflict_pairs" c USING (SELECT DISTINCT "id" FROM unnest("whole") AS w("id")) x WHERE c."a_id" = x."id";
    DELETE FROM "booking_conflict_pairs" c USING (SELECT DISTINCT "id" FROM unnest("whole") AS w("id")) x WHERE c."b_id" = x."id";
  END IF;
  IF cardinality("place_of") > 0 THEN
    DELETE FROM "booking_conflict_pairs" c USING (SELECT DISTINCT "id" FROM unnest("place_of") AS w("id")) x WHERE c."a_id" = x."id" AND c."kind" = 'place';
    DELETE FROM "booking_conflict_pairs" c USING (SELECT DISTINCT "id" FROM unnest("place_of") AS w("id")) x WHERE c."b_id" = x."id" AND c."kind" = 'place';
  END IF;
  IF cardinality("staff_t") > 0 THEN
    DELETE FROM "booking_conflict_pairs" c USING (SELECT DISTINCT "t", "p" FROM unnest("staff_t", "staff_p") AS s("t", "p")) x
      WHERE c."a_id" = x."t" AND c."resource_id" = x."p" AND c."kind" <> 'place';
    DELETE FROM "booking_conflict_pairs" c USING (SELECT DISTINCT "t", "p" FROM unnest("staff_t", "staff_p") AS s("t", "p")) x
      WHERE c."b_id" = x."t" AND c."resource_id" = x."p" AND c."kind" <> 'place';
  END IF;
  IF cardinality("whole") > 0 OR cardinality("place_of") > 0 THEN
    INSERT INTO "booking_conflict_pairs" ("a_id", "b_id", "kind", "resource_id", "a_start", "b_start", "overlap_end")
    WITH x AS (SELECT DISTINCT "id" FROM unnest(coalesce("whole", '{}') || coalesce("place_of", '{}')) AS w("id"))
    SELECT CASE WHEN (t."start_date", t."id") < (o."start_date", o."id") THEN t."id" ELSE o."id" END,
           CASE WHEN (t."start_date", t."id") < (o."start_date", o."id") THEN o."id" ELSE t."id" END,
           'place', t."training_place_id",
           least(t."start_date", o."start_date"), greatest(t."start_date", o."start_date"), least(t."end_date", o."end_date")
    FROM x
    JOIN "trainings" t ON t."id" = x."id" AND t."training_status_id" <> 6
    JOIN "training_places" p ON p."id" = t."training_place_id" AND p."type" <> 'Distanciel'
    JOIN "trainings" o ON tstzrange(o."start_date", o."end_date", '[)') && tstzrange(t."start_date", t."end_date", '[)')
      AND o."training_place_id" = t."training_place_id" AND o."id" <> t."id" AND o."training_status_id" <> 6
    WHERE o."id" > t."id" OR NOT EXISTS (SELECT 1 FROM x x2 WHERE x2."id" = o."id")
    ON CONFLICT DO NOTHING;
  END IF;
  IF cardinality("whole") > 0 OR cardinality("staff_t") > 0 THEN
    INSERT INTO "booking_conflict_pairs" ("a_id", "b_id", "kind", "resource_id", "a_start", "b_start", "overlap_end")
    WITH x AS (
      SELECT s."training_id" AS "t", s."profile_id" AS "p" FROM unnest("whole") AS w("id") JOIN "training_staff" s ON s."training_id" = w."id"
      UNION
      SELECT "t", "p" FROM unnest("staff_t", "staff_p") AS s("t", "p") WHERE "t" IS NOT NULL),
    booked AS MATERIALIZED (
      SELECT os."profile_id" AS "p", o."id", o."start_date", o."end_date"
      FROM "training_staff" os JOIN "trainings" o ON o."id" = os."training_id" AND o."training_status_id" <> 6
      WHERE os."profile_id" IN (SELECT "p" FROM x)),
    found AS (
      SELECT DISTINCT
        CASE WHEN (t."start_date", t."id") < (o."start_date", o."id") THEN t."id" ELSE o."id" END AS "a_id",
        CASE WHEN (t."start_date", t."id") < (o."start_date", o."id") THEN o."id" ELSE t."id" END AS "b_id",
        x."p", least(t."start_date", o."start_date") AS "a_start", greatest(t."start_date", o."start_date") AS "b_start",
        least(t."end_date", o."end_date") AS "overlap_end"
      FROM x
      JOIN booked t ON t."p" = x."p" AND t."id" = x."t"
      JOIN booked o ON o."p" = x."p" AND o."id" <> x."t"
        AND tstzrange(o."start_date", o."end_date", '[)') && tstzrange(t."start_date", t."end_date", '[)')
      WHERE o."id" > t."id" OR NOT EXISTS (SELECT 1 FROM x x2 WHERE x2."t" = o."id" AND x2."p" = x."p"))
    SELECT f."a_id", f."b_id",
           CASE WHEN EXISTS (SELECT 1 FROM "training_staff" bs WHERE bs."training_id" = f."b_id" AND bs."profile_id" = f."p" AND bs."type" = 'teacher')
             THEN 'teacher' ELSE 'pedagogical_supervisor' END,
           f."p", f."a_start", f."b_start", f."overlap_end"
    FROM found f
    ON CONFLICT DO NOTHING;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "booking_conflicts_trainings_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "ids" integer[];
  "places" integer[];
BEGIN
  SELECT array_agg("id"), array_agg(DISTINCT "training_place_id") INTO "ids", "places" FROM "inserted";
  IF "ids" IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM "booking_conflicts_lock"("places", NULL);
  PERFORM "booking_conflicts_refresh"("ids", NULL, NULL, NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "booking_conflicts_training_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "booking_conflicts_lock"(ARRAY[OLD."training_place_id", NEW."training_place_id"],
    ARRAY(SELECT "profile_id" FROM "training_staff" WHERE "training_id" = NEW."id"));
  PERFORM "booking_conflicts_refresh"(ARRAY[NEW."id"], NULL, NULL, NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "booking_conflicts_staff_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "t" integer[];
  "p" integer[];
BEGIN
  SELECT array_agg("training_id"), array_agg("profile_id") INTO "t", "p" FROM "inserted";
  IF "t" IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM "booking_conflicts_lock"(NULL, "p");
  PERFORM "booking_conflicts_refresh"(NULL, NULL, "t", "p");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "booking_conflicts_staff_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "t" integer[];
  "p" integer[];
BEGIN
  SELECT array_agg("training_id"), array_agg("profile_id") INTO "t", "p" FROM "deleted";
  IF "t" IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM "booking_conflicts_lock"(NULL, "p");
  PERFORM "booking_conflicts_refresh"(NULL, NULL, "t", "p");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "booking_conflicts_staff_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "booking_conflicts_lock"(NULL, ARRAY[OLD."profile_id", NEW."profile_id"]);
  PERFORM "booking_conflicts_refresh"(NULL, NULL, ARRAY[OLD."training_id", NEW."training_id"], ARRAY[OLD."profile_id", NEW."profile_id"]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "booking_conflicts_place_type_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "booking_conflicts_lock"(ARRAY[NEW."id"], NULL);
  PERFORM "booking_conflicts_refresh"(NULL, ARRAY(SELECT "id" FROM "trainings" WHERE "training_place_id" = NEW."id"), NULL, NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "booking_conflicts_forget_people"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "booking_conflict_pairs" WHERE "kind" <> 'place';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "booking_conflicts_forget_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "booking_conflict_pairs";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "trainings_conflicts_inserted" AFTER INSERT ON "trainings" REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "booking_conflicts_trainings_inserted"();
--> statement-breakpoint
CREATE TRIGGER "trainings_conflicts_changed" AFTER UPDATE OF "start_date", "end_date", "training_place_id", "training_status_id" ON "trainings" FOR EACH ROW
  WHEN (OLD."start_date" IS DISTINCT FROM NEW."start_date" OR OLD."end_date" IS DISTINCT FROM NEW."end_date"
    OR OLD."training_place_id" IS DISTINCT FROM NEW."training_place_id"
    OR (OLD."training_status_id" = 6) IS DISTINCT FROM (NEW."training_status_id" = 6))
  EXECUTE FUNCTION "booking_conflicts_training_changed"();
--> statement-breakpoint
CREATE TRIGGER "trainings_conflicts_emptied" AFTER TRUNCATE ON "trainings" FOR EACH STATEMENT EXECUTE FUNCTION "booking_conflicts_forget_all"();
--> statement-breakpoint
CREATE TRIGGER "training_staff_conflicts_inserted" AFTER INSERT ON "training_staff" REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "booking_conflicts_staff_inserted"();
--> statement-breakpoint
CREATE TRIGGER "training_staff_conflicts_deleted" AFTER DELETE ON "training_staff" REFERENCING OLD TABLE AS "deleted" FOR EACH STATEMENT EXECUTE FUNCTION "booking_conflicts_staff_deleted"();
--> statement-breakpoint
CREATE TRIGGER "training_staff_conflicts_changed" AFTER UPDATE OF "training_id", "profile_id", "type" ON "training_staff" FOR EACH ROW
  WHEN (OLD."training_id" <> NEW."training_id" OR OLD."profile_id" <> NEW."profile_id" OR OLD."type" <> NEW."type")
  EXECUTE FUNCTION "booking_conflicts_staff_changed"();
--> statement-breakpoint
CREATE TRIGGER "training_staff_conflicts_emptied" AFTER TRUNCATE ON "training_staff" FOR EACH STATEMENT EXECUTE FUNCTION "booking_conflicts_forget_people"();
--> statement-breakpoint
CREATE TRIGGER "training_places_conflicts_type_changed" AFTER UPDATE OF "type" ON "training_places" FOR EACH ROW
  WHEN ((OLD."type" = 'Distanciel') IS DISTINCT FROM (NEW."type" = 'Distanciel'))
  EXECUTE FUNCTION "booking_conflicts_place_type_changed"();
--> statement-breakpoint
SELECT "booking_conflicts_refresh"(ARRAY(SELECT "id" FROM "trainings"), NULL, NULL, NULL);
