CREATE TABLE "evaluation_bands" (
	"id" uuid PRIMARY KEY NOT NULL,
	"min_score" double precision NOT NULL,
	"max_score" double precision NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "evaluation_bands_range_check" CHECK ("evaluation_bands"."min_score" <= "evaluation_bands"."max_score")
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"side" text NOT NULL,
	"evaluatee_id" uuid NOT NULL,
	"school_year" text NOT NULL,
	"criteria_job" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"scores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_id" uuid NOT NULL,
	"closed_by_id" uuid,
	"closed_at" timestamp with time zone,
	"total" double precision,
	"band_id" uuid,
	"acknowledged_at" timestamp with time zone,
	"acknowledgement_comment" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluations_evaluatee_year_side_unique" UNIQUE("evaluatee_id","school_year","side"),
	CONSTRAINT "evaluations_side_check" CHECK ("evaluations"."side" in ('principal', 'self')),
	CONSTRAINT "evaluations_status_check" CHECK ("evaluations"."status" in ('draft', 'submitted', 'finalised', 'acknowledged')),
	CONSTRAINT "evaluations_school_year_check" CHECK ("evaluations"."school_year" ~ '^[0-9]{4}-[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "sync_changes" DROP CONSTRAINT "sync_changes_table_name_check";--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_evaluatee_id_users_id_fk" FOREIGN KEY ("evaluatee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_closed_by_id_users_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_band_id_evaluation_bands_id_fk" FOREIGN KEY ("band_id") REFERENCES "public"."evaluation_bands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_changes" ADD CONSTRAINT "sync_changes_table_name_check" CHECK ("sync_changes"."table_name" in ('achievements', 'developmentPlans', 'criteria', 'subscriptionPlans', 'profile', 'subscription', 'evaluations', 'evaluationBands'));