CREATE TABLE "list_counts" (
	"list" varchar(40) NOT NULL,
	"key" integer NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "list_counts_pkey" PRIMARY KEY("list","key")
);
--> statement-breakpoint
CREATE FUNCTION "count_profiles_by_role"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "list_counts" SET "n" = "n" - 1 WHERE "list" = 'profiles_by_role' AND "key" = OLD."role_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "list_counts" ("list", "key", "n") VALUES ('profiles_by_role', NEW."role_id", 1)
      ON CONFLICT ("list", "key") DO UPDATE SET "n" = "list_counts"."n" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "reset_profiles_by_role"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "list_counts" WHERE "list" = 'profiles_by_role';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "profiles_count_by_role" AFTER INSERT OR DELETE OR UPDATE OF "role_id" ON "profiles" FOR EACH ROW EXECUTE FUNCTION "count_profiles_by_role"();
--> statement-breakpoint
CREATE TRIGGER "profiles_count_reset" AFTER TRUNCATE ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION "reset_profiles_by_role"();
--> statement-breakpoint
INSERT INTO "list_counts" ("list", "key", "n") SELECT 'profiles_by_role', "role_id", count(*) FROM "profiles" GROUP BY "role_id";
