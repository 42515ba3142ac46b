CREATE TABLE "rfp_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rfp_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_id" integer,
	"reply_id" integer,
	"question_id" integer NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"option_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "rfp_answers_owner_ck" CHECK (("rfp_answers"."task_id" IS NULL) <> ("rfp_answers"."reply_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "rfp_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rfp_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_id" varchar(36) NOT NULL,
	"owner_account_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"task_id" integer,
	"reply_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfp_question_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rfp_question_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"value" varchar(100) NOT NULL,
	"ar_value" varchar(100) NOT NULL,
	"fr_value" varchar(100) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfp_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rfp_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question" varchar(300) NOT NULL,
	"ar_question" varchar(300) NOT NULL,
	"fr_question" varchar(300) NOT NULL,
	"prefix" varchar(50) DEFAULT '' NOT NULL,
	"answer_type" varchar(2) NOT NULL,
	"question_type" varchar(8) NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"category_id" integer,
	"sub_category_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfp_questions_type_ck" CHECK (("rfp_questions"."question_type" = 'general' AND "rfp_questions"."category_id" IS NULL) OR ("rfp_questions"."question_type" = 'category' AND "rfp_questions"."category_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "rfp_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rfp_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rfp_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"price" numeric(10, 3) NOT NULL,
	"spare_parts" text DEFAULT '' NOT NULL,
	"spare_part_fees" numeric(10, 3) DEFAULT 0 NOT NULL,
	"payment_terms" text NOT NULL,
	"is_guarantee" boolean NOT NULL,
	"expiry_date" timestamp with time zone,
	"is_approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfp_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rfp_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rfp_id" integer NOT NULL,
	"position" integer NOT NULL,
	"category_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"description" text NOT NULL,
	"formatted_description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "title" varchar(100);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "is_guarantee" boolean;--> statement-breakpoint
ALTER TABLE "rfp_answers" ADD CONSTRAINT "rfp_answers_task_id_rfp_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."rfp_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_answers" ADD CONSTRAINT "rfp_answers_reply_id_rfp_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."rfp_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_answers" ADD CONSTRAINT "rfp_answers_question_id_rfp_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."rfp_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_attachments" ADD CONSTRAINT "rfp_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_attachments" ADD CONSTRAINT "rfp_attachments_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_attachments" ADD CONSTRAINT "rfp_attachments_task_id_rfp_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."rfp_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_attachments" ADD CONSTRAINT "rfp_attachments_reply_id_rfp_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."rfp_replies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_question_options" ADD CONSTRAINT "rfp_question_options_question_id_rfp_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."rfp_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_questions" ADD CONSTRAINT "rfp_questions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_questions" ADD CONSTRAINT "rfp_questions_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_replies" ADD CONSTRAINT "rfp_replies_rfp_id_orders_id_fk" FOREIGN KEY ("rfp_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_replies" ADD CONSTRAINT "rfp_replies_provider_id_accounts_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_tasks" ADD CONSTRAINT "rfp_tasks_rfp_id_orders_id_fk" FOREIGN KEY ("rfp_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_tasks" ADD CONSTRAINT "rfp_tasks_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfp_tasks" ADD CONSTRAINT "rfp_tasks_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rfp_answers_task_question_uq" ON "rfp_answers" USING btree ("task_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rfp_answers_reply_question_uq" ON "rfp_answers" USING btree ("reply_id","question_id");--> statement-breakpoint
CREATE INDEX "rfp_attachments_task_idx" ON "rfp_attachments" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "rfp_attachments_reply_idx" ON "rfp_attachments" USING btree ("reply_id");--> statement-breakpoint
CREATE INDEX "rfp_attachments_pending_idx" ON "rfp_attachments" USING btree ("created_at") WHERE "rfp_attachments"."task_id" IS NULL AND "rfp_attachments"."reply_id" IS NULL;--> statement-breakpoint
CREATE INDEX "rfp_question_options_question_idx" ON "rfp_question_options" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "rfp_questions_category_idx" ON "rfp_questions" USING btree ("category_id") WHERE "rfp_questions"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "rfp_replies_rfp_provider_uq" ON "rfp_replies" USING btree ("rfp_id","provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rfp_replies_one_approved_uq" ON "rfp_replies" USING btree ("rfp_id") WHERE "rfp_replies"."is_approved";--> statement-breakpoint
CREATE INDEX "rfp_replies_provider_idx" ON "rfp_replies" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "rfp_tasks_rfp_idx" ON "rfp_tasks" USING btree ("rfp_id","position");--> statement-breakpoint
CREATE INDEX "rfp_tasks_sub_category_idx" ON "rfp_tasks" USING btree ("sub_category_id");--> statement-breakpoint
CREATE INDEX "orders_rfp_open_idx" ON "orders" USING btree ("end_date") WHERE "orders"."status" = 'REQD' AND "orders"."type" = 'R';