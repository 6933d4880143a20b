-- The registrations of trainings not cancelled and not yet ended, with their status, creation and the
-- training's end copied, in the order of the list of registrations to process (status, then oldest
-- first): the list reads the first rows of its status instead of walking past the registrations of every
-- ended training. A registration is written here when its training is not cancelled and ends from now on
-- (inserted, its status, creation or training changed, its training's end or cancellation changed); once
-- its training has ended, its row stays until the scheduled sweep ('open-registrations-sweep') removes it,
-- and the list leaves it out by its `training_end` meanwhile. A registration deleted (itself, or with its
-- training or its trainee) goes by the foreign key's cascade.
CREATE TABLE "open_registrations" (
	"registration_id" integer PRIMARY KEY NOT NULL REFERENCES "registrations"("id") ON DELETE CASCADE,
	"registration_status_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"training_id" integer NOT NULL,
	"training_end" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "open_registrations_order_idx" ON "open_registrations" ("registration_status_id", "created_at", "registration_id") INCLUDE ("training_end");
--> statement-breakpoint
CREATE INDEX "open_registrations_training_idx" ON "open_registrations" ("training_id");
--> statement-breakpoint
CREATE INDEX "open_registrations_end_idx" ON "open_registrations" ("training_end");
--> statement-breakpoint
-- The rows of these registrations written again from the registrations and their trainings. Their trainings
-- (the former and the new one of a registration moved) are locked first against a change of end or status
-- meanwhile (the trainings' trigger below would not see a registration not yet committed); the rows are then
-- read by a statement of its own, which sees what the change it waited for committed.
CREATE FUNCTION "open_registrations_write"("ids" integer[], "training_ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "trainings" WHERE "id" = ANY ("training_ids") ORDER BY "id" FOR SHARE;
  DELETE FROM "open_registrations" WHERE "registration_id" = ANY ("ids");
  INSERT INTO "open_registrations" ("registration_id", "registration_status_id", "created_at", "training_id", "training_end")
    SELECT r."id", r."registration_status_id", r."created_at", r."training_id", t."end_date"
    FROM "registrations" r JOIN "trainings" t ON t."id" = r."training_id"
    WHERE r."id" = ANY ("ids") AND t."training_status_id" <> 6 AND t."end_date" >= now()
    ORDER BY r."id";
END $$;
--> statement-breakpoint
CREATE FUNCTION "keep_open_registrations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM "trainings" WHERE "id" IN (SELECT "training_id" FROM "new_rows") ORDER BY "id" FOR SHARE;
    INSERT INTO "open_registrations" ("registration_id", "registration_status_id", "created_at", "training_id", "training_end")
      SELECT n."id", n."registration_status_id", n."created_at", n."training_id", t."end_date"
      FROM "new_rows" n JOIN "trainings" t ON t."id" = n."training_id"
      WHERE t."training_status_id" <> 6 AND t."end_date" >= now()
      ORDER BY n."id";
  ELSE
    PERFORM "open_registrations_write"(array_agg(n."id" ORDER BY n."id"), array_agg(o."training_id") || array_agg(n."training_id"))
      FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
      WHERE o."registration_status_id" <> n."registration_status_id" OR o."training_id" <> n."training_id" OR o."created_at" <> n."created_at"
      HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "registrations_open_insert" AFTER INSERT ON "registrations" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "keep_open_registrations"();
--> statement-breakpoint
CREATE TRIGGER "registrations_open_update" AFTER UPDATE ON "registrations" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "keep_open_registrations"();
--> statement-breakpoint
-- The registrations of the trainings whose end or cancellation a statement changed, written again.
CREATE FUNCTION "keep_open_registrations_of_trainings"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "moved" integer[];
BEGIN
  SELECT array_agg(n."id" ORDER BY n."id") INTO "moved"
    FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
    WHERE o."end_date" <> n."end_date" OR (o."training_status_id" = 6) <> (n."training_status_id" = 6);
  IF "moved" IS NOT NULL THEN
    DELETE FROM "open_registrations" WHERE "training_id" = ANY ("moved");
    INSERT INTO "open_registrations" ("registration_id", "registration_status_id", "created_at", "training_id", "training_end")
      SELECT r."id", r."registration_status_id", r."created_at", r."training_id", n."end_date"
      FROM "new_rows" n JOIN "registrations" r ON r."training_id" = n."id"
      WHERE n."id" = ANY ("moved") AND n."training_status_id" <> 6 AND n."end_date" >= now()
      ORDER BY r."id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "trainings_open_registrations_update" AFTER UPDATE ON "trainings" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "keep_open_registrations_of_trainings"();
--> statement-breakpoint
INSERT INTO "open_registrations" ("registration_id", "registration_status_id", "created_at", "training_id", "training_end")
  SELECT r."id", r."registration_status_id", r."created_at", r."training_id", t."end_date"
  FROM "registrations" r JOIN "trainings" t ON t."id" = r."training_id"
  WHERE t."training_status_id" <> 6 AND t."end_date" >= now()
  ORDER BY r."id";
