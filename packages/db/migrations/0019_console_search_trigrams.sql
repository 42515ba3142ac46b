-- The console's searches by part of a name, company or e-mail read trigram indexes (pg_trgm ships with PostgreSQL's
-- contrib, the embedded server's too, and is a trusted extension: a database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "accounts_email_trgm_idx" ON "accounts" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_company_trgm_idx" ON "customers" USING gin ("company_name" gin_trgm_ops);