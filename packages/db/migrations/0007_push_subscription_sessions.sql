-- Subscriptions now belong to the session that registered them. Those made before cannot be tied to one (which of
-- the account's sessions was that device's is not recorded), so they go: the web sends its subscription again on
-- every page load of a live session, which re-registers each device still signed in.
DELETE FROM "push_subscriptions";--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "session_id" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "registered_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_id");