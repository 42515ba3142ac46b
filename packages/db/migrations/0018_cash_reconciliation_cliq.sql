ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" varchar(5);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reference" varchar(35);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_mismatch_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "cliq_alias" varchar(20);--> statement-breakpoint
CREATE INDEX "orders_cash_mismatch_idx" ON "orders" USING btree ("cash_mismatch_at") WHERE "orders"."cash_mismatch_at" IS NOT NULL;