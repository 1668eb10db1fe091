ALTER TABLE "portfolio_shares" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "portfolio_shares" ADD COLUMN "accepted_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_shares" ADD CONSTRAINT "portfolio_shares_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Links made before a link belonged to a school: the school the owner is in now.
UPDATE "portfolio_shares" SET "organization_id" = "users"."organization_id" FROM "users" WHERE "users"."id" = "portfolio_shares"."owner_id";
