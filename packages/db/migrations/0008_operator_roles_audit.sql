CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"operator_id" integer NOT NULL,
	"operator_email" varchar(254) NOT NULL,
	"operator_role" varchar(10) NOT NULL,
	"action" varchar(120) NOT NULL,
	"entity" varchar(40) NOT NULL,
	"entity_id" varchar(80),
	"request" jsonb,
	"before" jsonb,
	"after" jsonb,
	"status" smallint NOT NULL,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "operator_role" varchar(10);--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_operator_idx" ON "audit_log" USING btree ("operator_id","created_at");--> statement-breakpoint
UPDATE "accounts" SET "operator_role" = 'admin' WHERE "role" = 'operator';--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_operator_role_ck" CHECK (("role" = 'operator') = ("operator_role" IS NOT NULL) AND ("operator_role" IS NULL OR "operator_role" IN ('admin', 'support')));--> statement-breakpoint
-- The audit log is append-only in the database itself: no role the API connects as can rewrite history.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
