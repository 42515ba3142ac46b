CREATE TABLE "provider_commission_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_commission_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"rate" numeric(5, 2) NOT NULL,
	"previous_rate" numeric(5, 2) NOT NULL,
	"operator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "commission_rate" numeric(5, 2) DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_commission_history" ADD CONSTRAINT "provider_commission_history_provider_id_providers_account_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_commission_history_provider_idx" ON "provider_commission_history" USING btree ("provider_id","created_at");--> statement-breakpoint
-- A rate is a percentage: the database refuses anything else whatever writes it.
ALTER TABLE "providers" ADD CONSTRAINT "providers_commission_rate_range" CHECK ("commission_rate" >= 0 AND "commission_rate" <= 100);
--> statement-breakpoint
ALTER TABLE "provider_commission_history" ADD CONSTRAINT "provider_commission_history_rate_range" CHECK ("rate" >= 0 AND "rate" <= 100);
