CREATE FUNCTION "count_trainings_with_staff"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "left" bigint;
  "now_held" bigint;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."training_id" = NEW."training_id" THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "list_counts" SET "n" = "n" - 1 WHERE "list" = 'staff_rows_by_training' AND "key" = OLD."training_id" RETURNING "n" INTO "left";
    IF "left" = 0 THEN
      DELETE FROM "list_counts" WHERE "list" = 'staff_rows_by_training' AND "key" = OLD."training_id";
      UPDATE "list_counts" SET "n" = "n" - 1 WHERE "list" = 'trainings_with_staff' AND "key" = 0;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "list_counts" ("list", "key", "n") VALUES ('staff_rows_by_training', NEW."training_id", 1)
      ON CONFLICT ("list", "key") DO UPDATE SET "n" = "list_counts"."n" + 1
      RETURNING "n" INTO "now_held";
    IF "now_held" = 1 THEN
      INSERT INTO "list_counts" ("list", "key", "n") VALUES ('trainings_with_staff', 0, 1)
        ON CONFLICT ("list", "key") DO UPDATE SET "n" = "list_counts"."n" + 1;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "reset_trainings_with_staff"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "list_counts" WHERE "list" IN ('staff_rows_by_training', 'trainings_with_staff');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "training_staff_count" AFTER INSERT OR DELETE OR UPDATE OF "training_id" ON "training_staff" FOR EACH ROW EXECUTE FUNCTION "count_trainings_with_staff"();
--> statement-breakpoint
CREATE TRIGGER "training_staff_count_reset" AFTER TRUNCATE ON "training_staff" FOR EACH STATEMENT EXECUTE FUNCTION "reset_trainings_with_staff"();
--> statement-breakpoint
INSERT INTO "list_counts" ("list", "key", "n") SELECT 'staff_rows_by_training', "training_id", count(*) FROM "training_staff" GROUP BY "training_id";
--> statement-breakpoint
INSERT INTO "list_counts" ("list", "key", "n") SELECT 'trainings_with_staff', 0, count(DISTINCT "training_id") FROM "training_staff";
