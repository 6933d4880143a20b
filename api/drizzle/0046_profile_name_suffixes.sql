-- Every suffix of every word of every profile's folded name (users.search_name, cut at spaces, apostrophes
-- and hyphens, which a word typed never holds), with the profile's role and name: a word typed is found in a
-- name where it starts one of these suffixes, so the profiles whose name contains it are one range of the
-- key. Within one suffix and role the rows are in the search's order (name, profile), so the first 20
-- profiles of a word are read from the first rows of the few suffixes in its range, not by walking every
-- name until 20 match. Written when a profile is inserted or its role or account changed, and when an
-- account's name changes (an anonymisation too); a profile deleted takes its rows by the foreign key's
-- cascade. `name` is a copy of users.name in the same collation, so that its order is the search's.
CREATE TABLE "profile_name_suffixes" (
	"suffix" text COLLATE "C" NOT NULL,
	"role_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"profile_id" integer NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
	PRIMARY KEY ("suffix", "role_id", "name", "profile_id")
);
--> statement-breakpoint
CREATE INDEX "profile_name_suffixes_profile_idx" ON "profile_name_suffixes" ("profile_id");
--> statement-breakpoint
-- The rows of these profiles written again from the profiles and their accounts. The accounts are locked
-- first against a change of name meanwhile (the accounts' trigger below would not see a profile not yet
-- committed); the rows are then read by a statement of its own, which sees what the change it waited for
-- committed.
CREATE FUNCTION "profile_name_suffixes_write"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "users" WHERE "id" IN (SELECT p."user_id" FROM "profiles" p WHERE p."id" IN (SELECT unnest("ids"))) ORDER BY "id" FOR SHARE;
  DELETE FROM "profile_name_suffixes" WHERE "profile_id" IN (SELECT unnest("ids"));
  INSERT INTO "profile_name_suffixes" ("suffix", "role_id", "name", "profile_id")
    SELECT DISTINCT substr(w."word", i), p."role_id", u."name", p."id"
    FROM "profiles" p JOIN "users" u ON u."id" = p."user_id"
    CROSS JOIN LATERAL regexp_split_to_table(u."search_name", '[ \t\n\r\f\v''’-]+') AS w("word")
    CROSS JOIN LATERAL generate_series(1, length(w."word")) AS i
    WHERE p."id" IN (SELECT unnest("ids"));
END $$;
--> statement-breakpoint
INSERT INTO "profile_name_suffixes" ("suffix", "role_id", "name", "profile_id")
  SELECT DISTINCT substr(w."word", i), p."role_id", u."name", p."id"
  FROM "profiles" p JOIN "users" u ON u."id" = p."user_id"
  CROSS JOIN LATERAL regexp_split_to_table(u."search_name", '[ \t\n\r\f\v''’-]+') AS w("word")
  CROSS JOIN LATERAL generate_series(1, length(w."word")) AS i;
--> statement-breakpoint
-- Profiles inserted: their accounts locked against a change of name meanwhile, as above, then their rows.
CREATE FUNCTION "keep_profile_name_suffixes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "users" WHERE "id" IN (SELECT "user_id" FROM "new_rows") ORDER BY "id" FOR SHARE;
  INSERT INTO "profile_name_suffixes" ("suffix", "role_id", "name", "profile_id")
    SELECT DISTINCT substr(w."word", i), n."role_id", u."name", n."id"
    FROM "new_rows" n JOIN "users" u ON u."id" = n."user_id"
    CROSS JOIN LATERAL regexp_split_to_table(u."search_name", '[ \t\n\r\f\v''’-]+') AS w("word")
    CROSS JOIN LATERAL generate_series(1, length(w."word")) AS i;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "profiles_name_suffixes_insert" AFTER INSERT ON "profiles" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "keep_profile_name_suffixes"();
--> statement-breakpoint
-- A profile's role or account changed: its rows written again (the profile's row alone; no other change of a profile pays).
CREATE FUNCTION "keep_changed_profile_name_suffixes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "profile_name_suffixes_write"(ARRAY[NEW."id"]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "profiles_name_suffixes_update" AFTER UPDATE OF "role_id", "user_id" ON "profiles" FOR EACH ROW
  WHEN (OLD."role_id" <> NEW."role_id" OR OLD."user_id" <> NEW."user_id") EXECUTE FUNCTION "keep_changed_profile_name_suffixes"();
--> statement-breakpoint
-- An account's name changed (an anonymisation too): the rows of its profile written again.
CREATE FUNCTION "keep_renamed_profile_name_suffixes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "profile_name_suffixes_write"(array_agg(p."id")) FROM "profiles" p WHERE p."user_id" = NEW."id" HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_name_suffixes_update" AFTER UPDATE OF "name" ON "users" FOR EACH ROW
  WHEN (OLD."name" <> NEW."name") EXECUTE FUNCTION "keep_renamed_profile_name_suffixes"();
