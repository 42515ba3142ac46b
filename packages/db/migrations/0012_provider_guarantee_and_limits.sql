CREATE TABLE "provider_limits" (
	"provider_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"value" varchar(200) NOT NULL,
	CONSTRAINT "provider_limits_provider_id_key_pk" PRIMARY KEY("provider_id","key")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guarantee_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "guarantee_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_limits" ADD CONSTRAINT "provider_limits_provider_id_providers_account_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_guarantee_days_ck" CHECK ("providers"."guarantee_days" >= 7);--> statement-breakpoint
-- Backfill: orders already done carry the minimum guarantee of spec §1 from the moment they were done.
UPDATE "orders" SET "guarantee_until" = "status_changed_at" + interval '7 days' WHERE "status" = 'DONE' AND "type" IN ('T', 'E');
