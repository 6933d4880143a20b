-- Every suffix of every profile number (from each of its characters to its end), in byte order: a part of
-- a number is the start of some suffixes, so the profiles whose number contains it are one range of this
-- table's key, read in a few pages whatever the number of profiles. The trigram index of the numbers
-- could not do that: a profile number's trigrams ('201', '019', '000'...) are each in a tenth of the
-- numbers or more, so its lists grew with the profiles. Written when a profile is inserted or its number
-- changed; a profile deleted takes its suffixes by the foreign key's cascade.
CREATE TABLE "profile_number_suffixes" (
	"suffix" varchar(20) COLLATE "C" NOT NULL,
	"profile_id" integer NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
	PRIMARY KEY ("suffix", "profile_id")
);
--> statement-breakpoint
CREATE INDEX "profile_number_suffixes_profile_idx" ON "profile_number_suffixes" ("profile_id");
--> statement-breakpoint
INSERT INTO "profile_number_suffixes" ("suffix", "profile_id")
  SELECT substr(p."profile_number", i), p."id" FROM "profiles" p CROSS JOIN LATERAL generate_series(1, length(p."profile_number")) AS i;
--> statement-breakpoint
CREATE FUNCTION "keep_profile_number_suffixes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "profile_number_suffixes" ("suffix", "profile_id")
    SELECT substr(n."profile_number", i), n."id" FROM "new_rows" n CROSS JOIN LATERAL generate_series(1, length(n."profile_number")) AS i;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "profiles_number_suffixes_insert" AFTER INSERT ON "profiles" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "keep_profile_number_suffixes"();
--> statement-breakpoint
-- A number changed: its suffixes written again (the profile's row alone; no other change of a profile pays).
CREATE FUNCTION "keep_changed_profile_number_suffixes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "profile_number_suffixes" WHERE "profile_id" = NEW."id";
  INSERT INTO "profile_number_suffixes" ("suffix", "profile_id")
    SELECT substr(NEW."profile_number", i), NEW."id" FROM generate_series(1, length(NEW."profile_number")) AS i;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "profiles_number_suffixes_update" AFTER UPDATE OF "profile_number" ON "profiles" FOR EACH ROW
  WHEN (OLD."profile_number" <> NEW."profile_number") EXECUTE FUNCTION "keep_changed_profile_number_suffixes"();
