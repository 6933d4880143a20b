-- The profiles by role (0031) are counted once per statement from its transition tables, instead of once
-- per row: a statement writing many profiles (an import, the bench's generator) updates each role's count
-- once. Updated once per row in one transaction, the same count row grew a chain of versions that each
-- update walked again.
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
