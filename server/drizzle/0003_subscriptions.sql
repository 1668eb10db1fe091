-- Hand-written while the feature is built in parallel; regenerated with drizzle-kit at integration.
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
ALTER TABLE "subscriptions" ADD COLUMN "teacher_limit" integer;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "plan_id" uuid;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_id" uuid;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_cancelled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "reminder_sent_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "purged_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "payments_user_id_idx" ON "payments" USING btree ("user_id");
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_id_unique" UNIQUE("payment_id");
--> statement-breakpoint
-- seed
INSERT INTO "subscription_plans" ("id", "name_en", "name_ar", "description_en", "description_ar", "category", "price_halalas", "original_price_halalas", "teacher_limit", "period", "is_coming_soon", "sort_order") VALUES
	('0192f000-0000-7000-8000-000000000101', 'Personal yearly', 'الباقة الشخصية السنوية', 'For one teacher: unlimited achievements, evidence files and development plans for a year.', 'لمعلم واحد: شواهد وملفات وخطط تطوير غير محدودة لمدة سنة.', 'personal', 14900, 29900, NULL, 'yearly', false, 10),
	('0192f000-0000-7000-8000-000000000115', 'School – up to 15 teachers', 'المدرسة – حتى 15 معلمًا', 'For small schools: up to 15 teachers with the principal''s dashboard and plans.', 'للمدارس الصغيرة: حتى 15 معلمًا مع لوحة قائد المدرسة والخطط.', 'organization', 37500, 75000, 15, 'yearly', false, 20),
	('0192f000-0000-7000-8000-000000000125', 'School – up to 25 teachers', 'المدرسة – حتى 25 معلمًا', 'Up to 25 teachers with the principal''s dashboard and plans.', 'حتى 25 معلمًا مع لوحة قائد المدرسة والخطط.', 'organization', 57500, 115000, 25, 'yearly', false, 30),
	('0192f000-0000-7000-8000-000000000150', 'School – up to 50 teachers', 'المدرسة – حتى 50 معلمًا', 'Up to 50 teachers with the principal''s dashboard and plans.', 'حتى 50 معلمًا مع لوحة قائد المدرسة والخطط.', 'organization', 100000, 200000, 50, 'yearly', false, 40),
	('0192f000-0000-7000-8000-000000000199', 'School – up to 120 teachers', 'المدرسة – حتى 120 معلمًا', 'For large schools: up to 120 teachers with the principal''s dashboard and plans.', 'للمدارس الكبيرة: حتى 120 معلمًا مع لوحة قائد المدرسة والخطط.', 'organization', 180000, 360000, 120, 'yearly', false, 50)
ON CONFLICT DO NOTHING;
