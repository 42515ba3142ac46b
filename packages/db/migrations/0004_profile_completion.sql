ALTER TABLE "customers" ADD COLUMN "contact_position" varchar(50);--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "about" varchar(500);--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "allow_location_access" boolean DEFAULT false NOT NULL;