ALTER TABLE "rfp_questions" ADD COLUMN "ar_prefix" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rfp_questions" ADD COLUMN "fr_prefix" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rfp_tasks" ADD COLUMN "is_guarantee" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Existing RFPs: each task takes the RFP's flag, so "RFP guarantee = any task" holds for them too.
UPDATE "rfp_tasks" SET "is_guarantee" = o."is_guarantee" FROM "orders" o WHERE o."id" = "rfp_tasks"."rfp_id" AND o."is_guarantee";--> statement-breakpoint
-- The seeded prefixes, translated on databases seeded before these columns (operators' own prefixes stay to edit).
UPDATE "rfp_questions" SET "ar_prefix" = CASE "prefix" WHEN 'Years' THEN 'سنوات' WHEN 'm²' THEN 'م²' WHEN 'JOD' THEN 'دينار' END,
  "fr_prefix" = CASE "prefix" WHEN 'Years' THEN 'ans' WHEN 'm²' THEN 'm²' WHEN 'JOD' THEN 'JOD' END
  WHERE "prefix" IN ('Years', 'm²', 'JOD') AND "ar_prefix" = '' AND "fr_prefix" = '';
