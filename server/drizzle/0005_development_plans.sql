CREATE TABLE "development_goal_criteria" (
	"goal_id" uuid NOT NULL,
	"criterion_id" uuid NOT NULL,
	CONSTRAINT "development_goal_criteria_goal_id_criterion_id_pk" PRIMARY KEY("goal_id","criterion_id")
);
--> statement-breakpoint
CREATE TABLE "development_goals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"plan_id" uuid NOT NULL,
	"statement" text NOT NULL,
	"target_metric" text DEFAULT '' NOT NULL,
	"due_date" date NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "development_goals_status_check" CHECK ("development_goals"."status" in ('not_started', 'in_progress', 'achieved')),
	CONSTRAINT "development_goals_progress_check" CHECK ("development_goals"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "development_plans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"user_comment" text DEFAULT '' NOT NULL,
	"admin_comment" text DEFAULT '' NOT NULL,
	"grade" integer,
	"reviewed_by_id" uuid,
	"reviewed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "development_plans_status_check" CHECK ("development_plans"."status" in ('draft', 'active', 'completed')),
	CONSTRAINT "development_plans_dates_check" CHECK ("development_plans"."end_date" > "development_plans"."start_date"),
	CONSTRAINT "development_plans_grade_check" CHECK ("development_plans"."grade" is null or "development_plans"."grade" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "development_goal_criteria" ADD CONSTRAINT "development_goal_criteria_goal_id_development_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."development_goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_goal_criteria" ADD CONSTRAINT "development_goal_criteria_criterion_id_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."criteria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_goals" ADD CONSTRAINT "development_goals_plan_id_development_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."development_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_plans" ADD CONSTRAINT "development_plans_beneficiary_id_users_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_plans" ADD CONSTRAINT "development_plans_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_plans" ADD CONSTRAINT "development_plans_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "development_goal_criteria_criterion_id_idx" ON "development_goal_criteria" USING btree ("criterion_id");--> statement-breakpoint
CREATE INDEX "development_goals_plan_id_idx" ON "development_goals" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "development_plans_beneficiary_id_idx" ON "development_plans" USING btree ("beneficiary_id");
