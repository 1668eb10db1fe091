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
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"job" text,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "invitations_role_check" CHECK ("invitations"."role" in ('agent', 'org_admin')),
	CONSTRAINT "invitations_email_lower_case_check" CHECK ("invitations"."email" = lower("invitations"."email"))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"plan_name" text NOT NULL,
	"amount_halalas" integer NOT NULL,
	"currency" text DEFAULT 'SAR' NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'initiated' NOT NULL,
	"failure_key" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('initiated', 'paid', 'failed')),
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('creditcard', 'applepay', 'stcpay'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"amount_halalas" integer NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'initiated' NOT NULL,
	"planned_failure_key" text,
	"failure_key" text,
	"callback_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_payments_status_check" CHECK ("sandbox_gateway_payments"."status" in ('initiated', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "scheduled_task_runs" (
	"task" text NOT NULL,
	"slot" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"result" jsonb,
	CONSTRAINT "scheduled_task_runs_task_slot_pk" PRIMARY KEY("task","slot")
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"category" text NOT NULL,
	"price_halalas" integer NOT NULL,
	"original_price_halalas" integer,
	"teacher_limit" integer,
	"period" text DEFAULT 'yearly' NOT NULL,
	"is_coming_soon" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_category_check" CHECK ("subscription_plans"."category" in ('personal', 'organization')),
	CONSTRAINT "subscription_plans_period_check" CHECK ("subscription_plans"."period" in ('yearly')),
	CONSTRAINT "subscription_plans_price_check" CHECK ("subscription_plans"."price_halalas" > 0),
	CONSTRAINT "subscription_plans_teacher_limit_check" CHECK ("subscription_plans"."category" = 'personal' or "subscription_plans"."teacher_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "support_conversations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"support_read_at" timestamp with time zone,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_conversations_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "support_conversations_status_check" CHECK ("support_conversations"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"author_id" uuid,
	"sender_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_sender_check" CHECK ("support_messages"."sender" in ('contact', 'support'))
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "teacher_limit" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "plan_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "development_goal_criteria" ADD CONSTRAINT "development_goal_criteria_goal_id_development_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."development_goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_goal_criteria" ADD CONSTRAINT "development_goal_criteria_criterion_id_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."criteria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_goals" ADD CONSTRAINT "development_goals_plan_id_development_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."development_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_plans" ADD CONSTRAINT "development_plans_beneficiary_id_users_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_plans" ADD CONSTRAINT "development_plans_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_plans" ADD CONSTRAINT "development_plans_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "development_goal_criteria_criterion_id_idx" ON "development_goal_criteria" USING btree ("criterion_id");--> statement-breakpoint
CREATE INDEX "development_goals_plan_id_idx" ON "development_goals" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "development_plans_beneficiary_id_idx" ON "development_plans" USING btree ("beneficiary_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_open_email_idx" ON "invitations" USING btree ("organization_id","email") WHERE "invitations"."accepted_at" is null and "invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "invitations_organization_id_idx" ON "invitations" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "payments_user_id_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "support_conversations_last_message_at_idx" ON "support_conversations" USING btree ("last_message_at");--> statement-breakpoint
CREATE INDEX "support_messages_conversation_id_created_at_idx" ON "support_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_id_unique" UNIQUE("payment_id");--> statement-breakpoint
-- seed: the yearly plans (spec section 9; prices in halalas)
INSERT INTO "subscription_plans" ("id", "name_en", "name_ar", "description_en", "description_ar", "category", "price_halalas", "original_price_halalas", "teacher_limit", "period", "is_coming_soon", "sort_order") VALUES
	('0192f000-0000-7000-8000-000000000101', 'Personal yearly', 'الباقة الشخصية السنوية', 'For one teacher: unlimited achievements, evidence files and development plans for a year.', 'لمعلم واحد: شواهد وملفات وخطط تطوير غير محدودة لمدة سنة.', 'personal', 14900, 29900, NULL, 'yearly', false, 10),
	('0192f000-0000-7000-8000-000000000115', 'School – up to 15 teachers', 'المدرسة – حتى 15 معلمًا', 'For small schools: up to 15 teachers with the principal''s dashboard and plans.', 'للمدارس الصغيرة: حتى 15 معلمًا مع لوحة قائد المدرسة والخطط.', 'organization', 37500, 75000, 15, 'yearly', false, 20),
	('0192f000-0000-7000-8000-000000000125', 'School – up to 25 teachers', 'المدرسة – حتى 25 معلمًا', 'Up to 25 teachers with the principal''s dashboard and plans.', 'حتى 25 معلمًا مع لوحة قائد المدرسة والخطط.', 'organization', 57500, 115000, 25, 'yearly', false, 30),
	('0192f000-0000-7000-8000-000000000150', 'School – up to 50 teachers', 'المدرسة – حتى 50 معلمًا', 'Up to 50 teachers with the principal''s dashboard and plans.', 'حتى 50 معلمًا مع لوحة قائد المدرسة والخطط.', 'organization', 100000, 200000, 50, 'yearly', false, 40),
	('0192f000-0000-7000-8000-000000000199', 'School – up to 120 teachers', 'المدرسة – حتى 120 معلمًا', 'For large schools: up to 120 teachers with the principal''s dashboard and plans.', 'للمدارس الكبيرة: حتى 120 معلمًا مع لوحة قائد المدرسة والخطط.', 'organization', 180000, 360000, 120, 'yearly', false, 50)
ON CONFLICT DO NOTHING;
