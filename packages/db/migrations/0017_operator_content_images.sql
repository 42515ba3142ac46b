CREATE TABLE "content_images" (
	"file_id" varchar(36) PRIMARY KEY NOT NULL,
	"purpose" varchar(24) NOT NULL,
	"width" smallint NOT NULL,
	"height" smallint NOT NULL,
	"operator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_documents" ADD COLUMN "kind" varchar(16) DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "content_images" ADD CONSTRAINT "content_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;