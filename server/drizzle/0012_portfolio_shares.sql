CREATE TABLE "portfolio_shares" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"school_year" integer NOT NULL,
	"locale" text NOT NULL,
	"token_salt" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"last_viewed_at" timestamp with time zone,
	CONSTRAINT "portfolio_shares_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "portfolio_shares_locale_check" CHECK ("portfolio_shares"."locale" in ('en', 'ar')),
	CONSTRAINT "portfolio_shares_expiry_check" CHECK ("portfolio_shares"."expires_at" > "portfolio_shares"."created_at")
);
--> statement-breakpoint
ALTER TABLE "portfolio_shares" ADD CONSTRAINT "portfolio_shares_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_shares" ADD CONSTRAINT "portfolio_shares_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_shares_owner_year_idx" ON "portfolio_shares" USING btree ("owner_id","school_year");