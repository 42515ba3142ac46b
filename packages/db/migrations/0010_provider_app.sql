CREATE TABLE "idempotency_keys" (
	"account_id" integer NOT NULL,
	"key" varchar(100) NOT NULL,
	"method" varchar(8) NOT NULL,
	"path" varchar(300) NOT NULL,
	"status" smallint,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_account_id_key_pk" PRIMARY KEY("account_id","key")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_reject_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_received_amount" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_received_includes_parts" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "express_available" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "app_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;