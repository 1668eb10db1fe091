-- Issue 33, items 5 and 8: the teacher's objection (on the principal's form, with the form's
-- history), the school's objection window, and the staff not evaluated in a school year with
-- their reasons as data. Needs 0011's "sync_mark_evaluations".
ALTER TABLE "organizations" ADD COLUMN "objection_window_days" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_objection_window_days_check" CHECK ("organizations"."objection_window_days" between 1 and 60);--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "objection" jsonb;--> statement-breakpoint
CREATE TABLE "evaluation_exemption_reasons" (
	"code" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_exemptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"school_year" text NOT NULL,
	"reason_code" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_exemptions_user_year_unique" UNIQUE("user_id","school_year")
);
--> statement-breakpoint
ALTER TABLE "evaluation_exemptions" ADD CONSTRAINT "evaluation_exemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_exemptions" ADD CONSTRAINT "evaluation_exemptions_reason_code_evaluation_exemption_reasons_code_fk" FOREIGN KEY ("reason_code") REFERENCES "public"."evaluation_exemption_reasons"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_exemptions" ADD CONSTRAINT "evaluation_exemptions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint

-- A member marked (or no longer marked) as not evaluated: their forms of that year carry the
-- reason, so every device that keeps them hears of it.
CREATE FUNCTION "sync_evaluation_exemptions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "sync_mark_evaluations"(array_agg("form"."id"))
    FROM "evaluations" AS "form"
    JOIN "old_rows" ON "old_rows"."user_id" = "form"."evaluatee_id" AND "old_rows"."school_year" = "form"."school_year";
  ELSE
    PERFORM "sync_mark_evaluations"(array_agg("form"."id"))
    FROM "evaluations" AS "form"
    JOIN "new_rows" ON "new_rows"."user_id" = "form"."evaluatee_id" AND "new_rows"."school_year" = "form"."school_year";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sync_evaluation_exemptions_inserted" AFTER INSERT ON "evaluation_exemptions"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_evaluation_exemptions_changed"();
--> statement-breakpoint
CREATE TRIGGER "sync_evaluation_exemptions_updated" AFTER UPDATE ON "evaluation_exemptions"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_evaluation_exemptions_changed"();
--> statement-breakpoint
CREATE TRIGGER "sync_evaluation_exemptions_deleted" AFTER DELETE ON "evaluation_exemptions"
REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_evaluation_exemptions_changed"();
--> statement-breakpoint

-- A new objection window moves the deadline every finalised form of the school shows.
CREATE FUNCTION "sync_objection_window_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "sync_mark_evaluations"(array_agg("form"."id"))
  FROM "evaluations" AS "form"
  JOIN "users" AS "evaluatee" ON "evaluatee"."id" = "form"."evaluatee_id"
  JOIN "new_rows" ON "new_rows"."id" = "evaluatee"."organization_id"
  JOIN "old_rows" ON "old_rows"."id" = "new_rows"."id"
  WHERE "old_rows"."objection_window_days" <> "new_rows"."objection_window_days"
    AND "form"."side" = 'principal' AND "form"."status" <> 'draft';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sync_objection_window_updated" AFTER UPDATE ON "organizations"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_objection_window_changed"();
--> statement-breakpoint

-- The reasons the evaluation guide leaves a member out of a year's evaluation (issue 33, item 8).
INSERT INTO "evaluation_exemption_reasons" ("code", "name_en", "name_ar", "sort_order") VALUES
	('under_three_months', 'Under three months in post', 'أقل من ثلاثة أشهر على رأس العمل', 1),
	('long_leave', 'Long leave', 'إجازة طويلة', 2),
	('secondment', 'Secondment', 'إعارة', 3),
	('transfer', 'Transfer', 'نقل', 4),
	('probation', 'On probation: a suitability report instead', 'تحت التجربة: يُعدّ تقرير صلاحية بدلاً من التقييم', 5)
ON CONFLICT DO NOTHING;
--> statement-breakpoint

-- Issue 33, item 7: a staff member's job model names the criteria set that scores them; every
-- member so far is scored on the teacher's set, which stays seeded as it is.
ALTER TABLE "users" ADD COLUMN "job_model" text DEFAULT 'teacher' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_job_model_check" CHECK ("users"."job_model" in ('teacher', 'deputy', 'principal', 'student_counsellor', 'kindergarten_teacher', 'lab_technician', 'activity_teacher', 'health_counsellor'));
--> statement-breakpoint

-- A new job model changes what the member's forms say about their set: every device that keeps
-- the forms hears of it.
CREATE FUNCTION "sync_evaluations_job_model_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "sync_mark_evaluations"(array_agg("form"."id"))
  FROM "evaluations" AS "form"
  JOIN "new_rows" ON "new_rows"."id" = "form"."evaluatee_id"
  JOIN "old_rows" ON "old_rows"."id" = "new_rows"."id"
  WHERE "old_rows"."job_model" <> "new_rows"."job_model";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sync_evaluations_job_model_updated" AFTER UPDATE ON "users"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_evaluations_job_model_changed"();
