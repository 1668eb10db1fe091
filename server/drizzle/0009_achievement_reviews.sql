CREATE TABLE "achievement_reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"achievement_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"achievement_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "achievement_reviews_decision_check" CHECK ("achievement_reviews"."decision" in ('accepted', 'returned'))
);
--> statement-breakpoint
ALTER TABLE "achievements" ADD COLUMN "review_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "achievements" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "achievement_reviews" ADD CONSTRAINT "achievement_reviews_achievement_id_achievements_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "public"."achievements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievement_reviews" ADD CONSTRAINT "achievement_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "achievement_reviews_achievement_id_created_at_idx" ON "achievement_reviews" USING btree ("achievement_id","created_at");--> statement-breakpoint
CREATE INDEX "achievements_owner_id_review_status_idx" ON "achievements" USING btree ("owner_id","review_status");--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_review_status_check" CHECK ("achievements"."review_status" in ('pending', 'accepted', 'returned'));