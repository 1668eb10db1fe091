-- The evaluation form (issue 22): the Ministry's rating bands as data, and the sync-change
-- triggers of the new tables (server/src/modules/sync-pull/README.md; who pulls what is in
-- docs/roles-and-permissions.md, "Evaluations"). Needs 0005's "sync_mark_changes".

-- Marks the forms `form_ids` for every device that keeps them: the evaluatee (a principal's
-- form once it is no longer a draft; the self-assessment always), the principals of the
-- evaluatee's school (the principal's form always; the self-assessment once submitted) and the
-- principal's form's creator (a super admin evaluating a principal). The pull decides put or
-- delete from what each may see now; a teacher is never even told a draft changed.
CREATE FUNCTION "sync_mark_evaluations"("form_ids" uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "sync_mark_changes"('evaluations', array_agg("audience"."user_id"), array_agg("audience"."form_id"))
  FROM (
    SELECT "form"."evaluatee_id" AS "user_id", "form"."id" AS "form_id"
    FROM "evaluations" AS "form"
    WHERE "form"."id" = ANY ("form_ids") AND ("form"."side" = 'self' OR "form"."status" <> 'draft')
    UNION
    SELECT "form"."created_by_id", "form"."id"
    FROM "evaluations" AS "form"
    WHERE "form"."id" = ANY ("form_ids") AND "form"."side" = 'principal'
    UNION
    SELECT "principal"."id", "form"."id"
    FROM "evaluations" AS "form"
    JOIN "users" AS "evaluatee" ON "evaluatee"."id" = "form"."evaluatee_id"
    JOIN "users" AS "principal"
      ON "principal"."organization_id" = "evaluatee"."organization_id"
     AND "principal"."role" = 'org_admin'
     AND "principal"."id" <> "form"."evaluatee_id"
    WHERE "form"."id" = ANY ("form_ids") AND ("form"."side" = 'principal' OR "form"."status" <> 'draft')
  ) AS "audience";
END $$;
--> statement-breakpoint

CREATE FUNCTION "sync_evaluations_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed_ids" uuid[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- Only a fix typed in psql deletes a form: whoever could have it drops it.
    PERFORM "sync_mark_changes"('evaluations', array_agg("holder"), array_agg("id"))
    FROM (SELECT "evaluatee_id" AS "holder", "id" FROM "old_rows"
          UNION SELECT "created_by_id", "id" FROM "old_rows") AS "gone";
    RETURN NULL;
  END IF;
  SELECT array_agg("id") INTO "changed_ids" FROM "new_rows";
  PERFORM "sync_mark_evaluations"("changed_ids");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sync_evaluations_inserted" AFTER INSERT ON "evaluations"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_evaluations_changed"();
--> statement-breakpoint
CREATE TRIGGER "sync_evaluations_updated" AFTER UPDATE ON "evaluations"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_evaluations_changed"();
--> statement-breakpoint
CREATE TRIGGER "sync_evaluations_deleted" AFTER DELETE ON "evaluations"
REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_evaluations_changed"();
--> statement-breakpoint

-- A user who changes school or role changes who keeps their forms, and which forms they keep
-- as a principal; a rename changes the names the forms carry.
CREATE FUNCTION "sync_evaluations_users_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed_ids" uuid[];
BEGIN
  SELECT array_agg("new_rows"."id") INTO "changed_ids"
  FROM "new_rows" JOIN "old_rows" ON "old_rows"."id" = "new_rows"."id"
  WHERE "old_rows"."organization_id" IS DISTINCT FROM "new_rows"."organization_id"
     OR "old_rows"."role" IS DISTINCT FROM "new_rows"."role"
     OR "old_rows"."full_name" IS DISTINCT FROM "new_rows"."full_name";
  IF "changed_ids" IS NULL THEN
    RETURN NULL;
  END IF;
  -- Their own forms and the ones they closed, for everyone who keeps them now.
  PERFORM "sync_mark_evaluations"(array_agg("id"))
  FROM "evaluations"
  WHERE "evaluatee_id" = ANY ("changed_ids") OR "closed_by_id" = ANY ("changed_ids");
  -- The principals of the school they left lose their forms.
  PERFORM "sync_mark_changes"('evaluations', array_agg("principal"."id"), array_agg("form"."id"))
  FROM "evaluations" AS "form"
  JOIN "old_rows" ON "old_rows"."id" = "form"."evaluatee_id"
  JOIN "users" AS "principal"
    ON "principal"."organization_id" = "old_rows"."organization_id"
   AND "principal"."role" = 'org_admin'
   AND "principal"."id" <> "form"."evaluatee_id"
  WHERE "old_rows"."id" = ANY ("changed_ids");
  -- A principal now keeps the forms of their school's staff.
  PERFORM "sync_mark_evaluations"(array_agg("form"."id"))
  FROM "evaluations" AS "form"
  JOIN "users" AS "evaluatee" ON "evaluatee"."id" = "form"."evaluatee_id"
  WHERE "evaluatee"."organization_id" IN (
    SELECT "organization_id" FROM "new_rows"
    WHERE "role" = 'org_admin' AND "id" = ANY ("changed_ids"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sync_evaluations_users_updated" AFTER UPDATE ON "users"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_evaluations_users_changed"();
--> statement-breakpoint

-- Every staff device keeps the bands, to show a form's band offline.
CREATE FUNCTION "sync_evaluation_bands_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed_ids" uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("id") INTO "changed_ids" FROM "new_rows";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("id") INTO "changed_ids" FROM "old_rows";
  ELSE
    SELECT array_agg("id") INTO "changed_ids"
    FROM (SELECT "id" FROM "new_rows" UNION SELECT "id" FROM "old_rows") AS "changed";
  END IF;
  PERFORM "sync_mark_changes"(
    'evaluationBands', array_agg('00000000-0000-0000-0000-000000000000'::uuid), array_agg("changed_id"))
  FROM unnest("changed_ids") AS "changed_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sync_evaluation_bands_inserted" AFTER INSERT ON "evaluation_bands"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_evaluation_bands_changed"();
--> statement-breakpoint
CREATE TRIGGER "sync_evaluation_bands_updated" AFTER UPDATE ON "evaluation_bands"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_evaluation_bands_changed"();
--> statement-breakpoint
CREATE TRIGGER "sync_evaluation_bands_deleted" AFTER DELETE ON "evaluation_bands"
REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_evaluation_bands_changed"();
--> statement-breakpoint

-- The Ministry of Education's rating bands of the job-performance evaluation (out of 100);
-- fixed ids so every installation shares them.
INSERT INTO "evaluation_bands" ("id", "min_score", "max_score", "name_en", "name_ar", "sort_order") VALUES
	('0195f3a0-0000-7000-8000-0000000000b1', 90, 100, 'Excellent', 'ممتاز', 1),
	('0195f3a0-0000-7000-8000-0000000000b2', 80, 89.99, 'Very good', 'جيد جداً', 2),
	('0195f3a0-0000-7000-8000-0000000000b3', 70, 79.99, 'Good', 'جيد', 3),
	('0195f3a0-0000-7000-8000-0000000000b4', 60, 69.99, 'Satisfactory', 'مرضٍ', 4),
	('0195f3a0-0000-7000-8000-0000000000b5', 0, 59.99, 'Unsatisfactory', 'غير مرضٍ', 5)
ON CONFLICT DO NOTHING;
