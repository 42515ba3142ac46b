CREATE TABLE "customer_branches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_branches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"email" varchar(254) NOT NULL,
	"branch_name" varchar(50) NOT NULL,
	"country_code" varchar(5) NOT NULL,
	"phone_no" varchar(15) NOT NULL,
	"area" varchar(20) NOT NULL,
	"city" varchar(50) NOT NULL,
	"country" varchar(50) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"file_id" varchar(36) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"side" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_offers" (
	"order_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'offered' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "order_offers_order_id_provider_id_pk" PRIMARY KEY("order_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "order_ratings" (
	"order_id" integer NOT NULL,
	"rater" varchar(8) NOT NULL,
	"rating" real NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_ratings_order_id_rater_pk" PRIMARY KEY("order_id","rater")
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"from_status" varchar(4),
	"to_status" varchar(4) NOT NULL,
	"actor_role" varchar(10) NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" varchar(20) NOT NULL,
	"type" varchar(1) NOT NULL,
	"customer_id" integer NOT NULL,
	"provider_id" integer,
	"category_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"rfp_id" integer,
	"status" varchar(4) NOT NULL,
	"last_order_status" varchar(4),
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"branch_name" varchar(50) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"country" varchar(50) NOT NULL,
	"city" varchar(50) NOT NULL,
	"area" varchar(50) NOT NULL,
	"contact_name" varchar(50) NOT NULL,
	"contact_email" varchar(254) NOT NULL,
	"country_code" varchar(5) NOT NULL,
	"phone_no" varchar(15) NOT NULL,
	"description" text NOT NULL,
	"formatted_description" text DEFAULT '' NOT NULL,
	"promo_code" varchar(40),
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"dispatch_expires_at" timestamp with time zone,
	"customer_fees_status" varchar(4),
	"estimate_problem_desc" text,
	"estimate_is_spare_part_needed" boolean,
	"spare_part_description" text,
	"visit_fees" numeric(10, 3),
	"estimate_service_fees" numeric(10, 3),
	"estimate_spare_part_fees" numeric(10, 3),
	"estimate_notes" text,
	"estimate_sent_at" timestamp with time zone,
	"total_amount_of_customer" numeric(10, 3),
	"is_spare_part_needed" boolean,
	"paid_at" timestamp with time zone,
	"cancel_fee" numeric(10, 3),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_branches" ADD CONSTRAINT "customer_branches_customer_id_customers_account_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attachments" ADD CONSTRAINT "order_attachments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attachments" ADD CONSTRAINT "order_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_offers" ADD CONSTRAINT "order_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_offers" ADD CONSTRAINT "order_offers_provider_id_accounts_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_account_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_provider_id_accounts_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_branches_customer_idx" ON "customer_branches" USING btree ("customer_id") WHERE "customer_branches"."deleted" = false;--> statement-breakpoint
CREATE INDEX "order_attachments_order_idx" ON "order_attachments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_offers_provider_idx" ON "order_offers" USING btree ("provider_id","status");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_uq" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_provider_idx" ON "orders" USING btree ("provider_id","status");--> statement-breakpoint
CREATE INDEX "orders_dispatch_idx" ON "orders" USING btree ("dispatch_expires_at") WHERE "orders"."status" = 'REQD' AND "orders"."type" = 'E';