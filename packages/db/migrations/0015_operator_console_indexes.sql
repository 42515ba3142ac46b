CREATE INDEX "notifications_service_idx" ON "notifications" USING btree ("service_id","type") WHERE "notifications"."service_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_created_dashboard_idx" ON "orders" USING btree ("created_at","type","status","provider_id","accepted_at");--> statement-breakpoint
CREATE INDEX "orders_phone_idx" ON "orders" USING btree ("phone_no");--> statement-breakpoint
CREATE INDEX "orders_cancelled_idx" ON "orders" USING btree ("status_changed_at") WHERE "orders"."status" IN ('CBC', 'CNCL', 'CBA');