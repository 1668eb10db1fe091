CREATE TABLE "achievement_criteria" (
	"achievement_id" uuid NOT NULL,
	"criterion_id" uuid NOT NULL,
	CONSTRAINT "achievement_criteria_achievement_id_criterion_id_pk" PRIMARY KEY("achievement_id","criterion_id")
);
--> statement-breakpoint
CREATE TABLE "achievements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"organization_id" uuid,
	"description" text NOT NULL,
	"event_start_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"evidence_type" text NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "achievements_evidence_type_check" CHECK ("achievements"."evidence_type" in ('image', 'video', 'document', 'link', 'certificate', 'other'))
);
--> statement-breakpoint
CREATE TABLE "criteria" (
	"id" uuid PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"version" integer NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"weight" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "criteria_job_version_code_unique" UNIQUE("job","version","code")
);
--> statement-breakpoint
CREATE TABLE "evidence_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"achievement_id" uuid,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "achievement_criteria" ADD CONSTRAINT "achievement_criteria_achievement_id_achievements_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "public"."achievements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievement_criteria" ADD CONSTRAINT "achievement_criteria_criterion_id_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."criteria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_files" ADD CONSTRAINT "evidence_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_files" ADD CONSTRAINT "evidence_files_achievement_id_achievements_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "public"."achievements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "achievement_criteria_criterion_id_idx" ON "achievement_criteria" USING btree ("criterion_id");--> statement-breakpoint
CREATE INDEX "achievements_owner_id_event_start_at_idx" ON "achievements" USING btree ("owner_id","event_start_at");--> statement-breakpoint
CREATE INDEX "achievements_organization_id_idx" ON "achievements" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "evidence_files_owner_id_idx" ON "evidence_files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "evidence_files_achievement_id_idx" ON "evidence_files" USING btree ("achievement_id");--> statement-breakpoint
-- The Ministry of Education's teacher evaluation criteria (issue 4), version 1; fixed ids so every installation shares them.
INSERT INTO "criteria" ("id", "job", "version", "code", "name_en", "name_ar", "weight", "sort_order") VALUES
	('0195f3a0-0000-7000-8000-000000000001', 'teacher', 1, 'job_duties', 'Performing job duties', 'أداء الواجبات الوظيفية', 10, 1),
	('0195f3a0-0000-7000-8000-000000000002', 'teacher', 1, 'professional_community', 'Interaction with the professional community', 'التفاعل مع المجتمع المهني', 10, 2),
	('0195f3a0-0000-7000-8000-000000000003', 'teacher', 1, 'parents', 'Interaction with parents', 'التفاعل مع أولياء الأمور', 10, 3),
	('0195f3a0-0000-7000-8000-000000000004', 'teacher', 1, 'teaching_strategies', 'Diversifying teaching strategies', 'التنويع في استراتيجيات التدريس', 10, 4),
	('0195f3a0-0000-7000-8000-000000000005', 'teacher', 1, 'learner_results', 'Improving learners'' results', 'تحسين نتائج المتعلمين', 10, 5),
	('0195f3a0-0000-7000-8000-000000000006', 'teacher', 1, 'learning_plan', 'Preparing and implementing the learning plan', 'إعداد وتنفيذ خطة التعلم', 10, 6),
	('0195f3a0-0000-7000-8000-000000000007', 'teacher', 1, 'learning_technologies', 'Using suitable learning technologies and aids', 'توظيف تقنيات ووسائل التعلم المناسبة', 10, 7),
	('0195f3a0-0000-7000-8000-000000000008', 'teacher', 1, 'learning_environment', 'Preparing the learning environment', 'تهيئة بيئة تعليمية', 5, 8),
	('0195f3a0-0000-7000-8000-000000000009', 'teacher', 1, 'classroom_management', 'Classroom management', 'الإدارة الصفية', 5, 9),
	('0195f3a0-0000-7000-8000-00000000000a', 'teacher', 1, 'results_analysis', 'Analysing learners'' results and diagnosing their levels', 'تحليل نتائج المتعلمين وتشخيص مستوياتهم', 10, 10),
	('0195f3a0-0000-7000-8000-00000000000b', 'teacher', 1, 'assessment_methods', 'Diversifying assessment methods', 'تنوع أساليب التقويم', 10, 11)
ON CONFLICT DO NOTHING;
