ALTER TABLE "customers" ADD COLUMN "adult_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "adult_confirmation_version" varchar(20);--> statement-breakpoint
-- Hand-added: no complaint could name an order before this change, but a stray id must not stop the constraint.
UPDATE "complaints" SET "order_id" = NULL WHERE "order_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "orders" o WHERE o."id" = "complaints"."order_id");--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_order_idx" ON "complaints" USING btree ("order_id");