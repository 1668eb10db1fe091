CREATE TABLE "sync_changes" (
	"user_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"record_id" uuid NOT NULL,
	"changed_by" "xid8" NOT NULL,
	CONSTRAINT "sync_changes_user_id_table_name_record_id_pk" PRIMARY KEY("user_id","table_name","record_id"),
	CONSTRAINT "sync_changes_table_name_check" CHECK ("sync_changes"."table_name" in ('achievements', 'developmentPlans', 'criteria', 'subscriptionPlans', 'profile', 'subscription'))
);
--> statement-breakpoint
CREATE INDEX "sync_changes_user_id_changed_by_idx" ON "sync_changes" USING btree ("user_id","changed_by","table_name","record_id");