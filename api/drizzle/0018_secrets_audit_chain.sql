ALTER TABLE "calendar_feeds" RENAME COLUMN "token" TO "token_hash";--> statement-breakpoint
UPDATE "calendar_feeds" SET "token_hash" = encode(sha256(convert_to("token_hash", 'UTF8')), 'hex') WHERE "token_hash" !~ '^[0-9a-f]{64}$';--> statement-breakpoint
ALTER INDEX "calendar_feeds_token_uq" RENAME TO "calendar_feeds_token_hash_uq";--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "prev_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "hash" varchar(64);--> statement-breakpoint
CREATE TABLE "audit_chain_head" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_id" bigint,
	"last_hash" varchar(64),
	CONSTRAINT "audit_chain_head_one_row" CHECK ("id" = 1)
);
--> statement-breakpoint
INSERT INTO "audit_chain_head" ("id") VALUES (1);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_event_digest"(e "audit_events") RETURNS varchar LANGUAGE sql STABLE AS $$
	SELECT encode(sha256(convert_to(coalesce(e.prev_hash, '') || '|' || jsonb_build_array(
		e.id, e.actor_profile_id, e.actor_user_id, e.actor_role, e.action, e.object_type, e.object_id,
		e.from_value, e.to_value, e.ip, e.user_agent, (extract(epoch FROM e.created_at) * 1000000)::bigint
	)::text, 'UTF8')), 'hex')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_events_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	head "audit_chain_head"%ROWTYPE;
BEGIN
	SELECT * INTO head FROM "audit_chain_head" WHERE "id" = 1 FOR UPDATE;
	IF NOT FOUND THEN
		RAISE EXCEPTION 'audit_chain_head manquante : la chaîne du journal d''audit ne peut pas être prolongée' USING ERRCODE = 'insufficient_privilege';
	END IF;
	IF head.last_id IS NOT NULL AND NEW.id <= head.last_id THEN
		RAISE EXCEPTION 'audit_events : l''événement % arrive après %, hors de l''ordre de la chaîne', NEW.id, head.last_id USING ERRCODE = 'serialization_failure';
	END IF;
	NEW.prev_hash := head.last_hash;
	NEW.hash := "audit_event_digest"(NEW);
	UPDATE "audit_chain_head" SET "last_id" = NEW.id, "last_hash" = NEW.hash WHERE "id" = 1;
	RETURN NEW;
END;
$$;--> statement-breakpoint
ALTER TABLE "audit_events" DISABLE TRIGGER "audit_events_no_update_delete";--> statement-breakpoint
DO $$
DECLARE
	e "audit_events"%ROWTYPE;
	previous varchar(64) := NULL;
	last_seen bigint := NULL;
BEGIN
	FOR e IN SELECT * FROM "audit_events" ORDER BY "id" LOOP
		e.prev_hash := previous;
		e.hash := "audit_event_digest"(e);
		UPDATE "audit_events" SET "prev_hash" = e.prev_hash, "hash" = e.hash WHERE "id" = e.id;
		previous := e.hash;
		last_seen := e.id;
	END LOOP;
	UPDATE "audit_chain_head" SET "last_id" = last_seen, "last_hash" = previous WHERE "id" = 1;
END;
$$;--> statement-breakpoint
ALTER TABLE "audit_events" ENABLE TRIGGER "audit_events_no_update_delete";--> statement-breakpoint
CREATE TRIGGER "audit_events_chain" BEFORE INSERT ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_chain"();--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_append_only"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_chain_head_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_chain_head : % refusé', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_chain_head_no_delete" BEFORE DELETE ON "audit_chain_head" FOR EACH ROW EXECUTE FUNCTION "audit_chain_head_guard"();--> statement-breakpoint
CREATE TRIGGER "audit_chain_head_no_truncate" BEFORE TRUNCATE ON "audit_chain_head" FOR EACH STATEMENT EXECUTE FUNCTION "audit_chain_head_guard"();
