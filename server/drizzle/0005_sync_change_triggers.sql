-- What changed for whom, kept by triggers so that no write path (services, admin tasks,
-- purges, seeds, a manual fix in psql) can forget it. server/src/modules/sync-pull/README.md
-- explains the design; every trigger below ends in sync_mark_changes.

-- Records that `changed_table`'s records `record_ids` changed for `user_ids` (pairwise) in
-- the current transaction, keeping one row per (user, table, record) with the latest writer,
-- and pokes those users once the transaction commits.
CREATE FUNCTION "sync_mark_changes"("changed_table" text, "user_ids" uuid[], "record_ids" uuid[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Sorted, so two transactions marking the same rows lock them in the same order.
  INSERT INTO "sync_changes" ("user_id", "table_name", "record_id", "changed_by")
  SELECT DISTINCT "change"."user_id", "changed_table", "change"."record_id", pg_current_xact_id()
  FROM unnest("user_ids", "record_ids") AS "change"("user_id", "record_id")
  WHERE "change"."user_id" IS NOT NULL AND "change"."record_id" IS NOT NULL
  ORDER BY 1, 3
  ON CONFLICT ("user_id", "table_name", "record_id")
  DO UPDATE SET "changed_by" = excluded."changed_by"
  WHERE "sync_changes"."changed_by" <> excluded."changed_by";

  -- Delivered only on commit, once per payload and transaction; `*`: everyone.
  PERFORM pg_notify(
    'shawahid_sync',
    CASE WHEN "notified"."user_id" = '00000000-0000-0000-0000-000000000000' THEN '*'
         ELSE "notified"."user_id"::text END)
  FROM (SELECT DISTINCT "user_id" FROM unnest("user_ids") AS "u"("user_id")
        WHERE "user_id" IS NOT NULL) AS "notified";
END $$;
--> statement-breakpoint

CREATE FUNCTION "sync_achievements_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "sync_mark_changes"('achievements', array_agg("owner_id"), array_agg("id"))
    FROM "new_rows";
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "sync_mark_changes"('achievements', array_agg("owner_id"), array_agg("id"))
    FROM "old_rows";
  ELSE
    PERFORM "sync_mark_changes"('achievements', array_agg("owner_id"), array_agg("id"))
    FROM (SELECT "owner_id", "id" FROM "new_rows"
          UNION SELECT "owner_id", "id" FROM "old_rows") AS "changed";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sync_achievements_inserted" AFTER INSERT ON "achievements"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_achievements_changed"();
--> statement-breakpoint
CREATE TRIGGER "sync_achievements_updated" AFTER UPDATE ON "achievements"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_achievements_changed"();
--> statement-breakpoint
CREATE TRIGGER "sync_achievements_deleted" AFTER DELETE ON "achievements"
REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_achievements_changed"();
--> statement-breakpoint

-- An achievement's criteria and files are part of what its GET answers.
CREATE FUNCTION "sync_achievement_parts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed_ids" uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("achievement_id") INTO "changed_ids" FROM "new_rows";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("achievement_id") INTO "changed_ids" FROM "old_rows";
  ELSE
    SELECT array_agg("achievement_id") INTO "changed_ids"
    FROM (SELECT "achievement_id" FROM "new_rows"
          UNION SELECT "achievement_id" FROM "old_rows") AS "changed";
  END IF;
  -- A part deleted with its achievement finds none here; the achievement's own trigger told.
  PERFORM "sync_mark_changes"('achievements', array_agg("owner_id"), array_agg("id"))
  FROM "achievements" WHERE "id" = ANY ("changed_ids");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sync_achievement_criteria_inserted" AFTER INSERT ON "achievement_criteria"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_achievement_parts_changed"();
--> statement-breakpoint
CREATE TRIGGER "sync_achievement_criteria_updated" AFTER UPDATE ON "achievement_criteria"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_achievement_parts_changed"();
--> statement-breakpoint
CREATE TRIGGER "sync_achievement_criteria_deleted" AFTER DELETE ON "achievement_criteria"
REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_achievement_parts_changed"();
--> statement-breakpoint
CREATE TRIGGER "sync_evidence_files_inserted" AFTER INSERT ON "evidence_files"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_achievement_parts_changed"();
--> statement-breakpoint
CREATE TRIGGER "sync_evidence_files_updated" AFTER UPDATE ON "evidence_files"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_achievement_parts_changed"();
--> statement-breakpoint
CREATE TRIGGER "sync_evidence_files_deleted" AFTER DELETE ON "evidence_files"
REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_achievement_parts_changed"();
--> statement-breakpoint

CREATE FUNCTION "sync_development_plans_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "sync_mark_changes"('developmentPlans', array_agg("beneficiary_id"), array_agg("id"))
    FROM "new_rows";
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "sync_mark_changes"('developmentPlans', array_agg("beneficiary_id"), array_agg("id"))
    FROM "old_rows";
  ELSE
    -- Both beneficiaries when it changes: the old one loses the plan, the new one gains it.
    PERFORM "sync_mark_changes"('developmentPlans', array_agg("beneficiary_id"), array_agg("id"))
    FROM (SELECT "beneficiary_id", "id" FROM "new_rows"
          UNION SELECT "beneficiary_id", "id" FROM "old_rows") AS "changed";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sync_development_plans_inserted" AFTER INSERT ON "development_plans"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_development_plans_changed"();
--> statement-breakpoint
CREATE TRIGGER "sync_development_plans_updated" AFTER UPDATE ON "development_plans"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_development_plans_changed"();
--> statement-breakpoint
CREATE TRIGGER "sync_development_plans_deleted" AFTER DELETE ON "development_plans"
REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_development_plans_changed"();
--> statement-breakpoint

-- Goals are part of what a plan's GET answers.
CREATE FUNCTION "sync_development_goals_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed_ids" uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("plan_id") INTO "changed_ids" FROM "new_rows";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("plan_id") INTO "changed_ids" FROM "old_rows";
  ELSE
    SELECT array_agg("plan_id") INTO "changed_ids"
    FROM (SELECT "plan_id" FROM "new_rows" UNION SELECT "plan_id" FROM "old_rows") AS "changed";
  END IF;
  PERFORM "sync_mark_changes"('developmentPlans', array_agg("beneficiary_id"), array_agg("id"))
  FROM "development_plans" WHERE "id" = ANY ("changed_ids");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sync_development_goals_inserted" AFTER INSERT ON "development_goals"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_development_goals_changed"();
--> statement-breakpoint
CREATE TRIGGER "sync_development_goals_updated" AFTER UPDATE ON "development_goals"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_development_goals_changed"();
--> statement-breakpoint
CREATE TRIGGER "sync_development_goals_deleted" AFTER DELETE ON "development_goals"
REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_development_goals_changed"();
--> statement-breakpoint

CREATE FUNCTION "sync_development_goal_criteria_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed_ids" uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("goal_id") INTO "changed_ids" FROM "new_rows";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("goal_id") INTO "changed_ids" FROM "old_rows";
  ELSE
    SELECT array_agg("goal_id") INTO "changed_ids"
    FROM (SELECT "goal_id" FROM "new_rows" UNION SELECT "goal_id" FROM "old_rows") AS "changed";
  END IF;
  PERFORM "sync_mark_changes"('developmentPlans', array_agg("plan"."beneficiary_id"), array_agg("plan"."id"))
  FROM "development_goals" AS "goal"
  JOIN "development_plans" AS "plan" ON "plan"."id" = "goal"."plan_id"
  WHERE "goal"."id" = ANY ("changed_ids");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sync_development_goal_criteria_inserted" AFTER INSERT ON "development_goal_criteria"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_development_goal_criteria_changed"();
--> statement-breakpoint
CREATE TRIGGER "sync_development_goal_criteria_updated" AFTER UPDATE ON "development_goal_criteria"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_development_goal_criteria_changed"();
--> statement-breakpoint
CREATE TRIGGER "sync_development_goal_criteria_deleted" AFTER DELETE ON "development_goal_criteria"
REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_development_goal_criteria_changed"();
--> statement-breakpoint

-- A user's row is their profile; it also decides which subscription covers them, and their
-- name shows in the plans they receive or made.
CREATE FUNCTION "sync_users_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed_ids" uuid[];
  "renamed_ids" uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("id") INTO "changed_ids" FROM "new_rows";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("id") INTO "changed_ids" FROM "old_rows";
  ELSE
    SELECT array_agg("id") INTO "changed_ids" FROM "new_rows";
    SELECT array_agg("new_rows"."id") INTO "renamed_ids"
    FROM "new_rows" JOIN "old_rows" ON "old_rows"."id" = "new_rows"."id"
    WHERE "old_rows"."full_name" IS DISTINCT FROM "new_rows"."full_name";
  END IF;
  PERFORM "sync_mark_changes"('profile', "changed_ids", "changed_ids");
  PERFORM "sync_mark_changes"('subscription', "changed_ids", "changed_ids");
  IF "renamed_ids" IS NOT NULL THEN
    PERFORM "sync_mark_changes"('developmentPlans', array_agg("beneficiary_id"), array_agg("id"))
    FROM "development_plans"
    WHERE "beneficiary_id" = ANY ("renamed_ids") OR "creator_id" = ANY ("renamed_ids");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sync_users_inserted" AFTER INSERT ON "users"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_users_changed"();
--> statement-breakpoint
CREATE TRIGGER "sync_users_updated" AFTER UPDATE ON "users"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_users_changed"();
--> statement-breakpoint
CREATE TRIGGER "sync_users_deleted" AFTER DELETE ON "users"
REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_users_changed"();
--> statement-breakpoint

-- The organisation's name shows in its members' profiles.
CREATE FUNCTION "sync_organizations_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "member_ids" uuid[];
BEGIN
  SELECT array_agg("users"."id") INTO "member_ids"
  FROM "users" WHERE "organization_id" IN (SELECT "id" FROM "new_rows");
  PERFORM "sync_mark_changes"('profile', "member_ids", "member_ids");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sync_organizations_updated" AFTER UPDATE ON "organizations"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_organizations_changed"();
--> statement-breakpoint

-- A period covers its user, or every member of its organisation: each one's subscription and
-- profile (which names the period's status, end and plan) changed.
CREATE FUNCTION "sync_subscriptions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "holder_ids" uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "holder"."id") INTO "holder_ids"
    FROM "new_rows" AS "period"
    JOIN "users" AS "holder"
      ON "holder"."id" = "period"."user_id" OR "holder"."organization_id" = "period"."organization_id";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT "holder"."id") INTO "holder_ids"
    FROM "old_rows" AS "period"
    JOIN "users" AS "holder"
      ON "holder"."id" = "period"."user_id" OR "holder"."organization_id" = "period"."organization_id";
  ELSE
    SELECT array_agg(DISTINCT "holder"."id") INTO "holder_ids"
    FROM (SELECT "user_id", "organization_id" FROM "new_rows"
          UNION SELECT "user_id", "organization_id" FROM "old_rows") AS "period"
    JOIN "users" AS "holder"
      ON "holder"."id" = "period"."user_id" OR "holder"."organization_id" = "period"."organization_id";
  END IF;
  PERFORM "sync_mark_changes"('subscription', "holder_ids", "holder_ids");
  PERFORM "sync_mark_changes"('profile', "holder_ids", "holder_ids");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sync_subscriptions_inserted" AFTER INSERT ON "subscriptions"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_subscriptions_changed"();
--> statement-breakpoint
CREATE TRIGGER "sync_subscriptions_updated" AFTER UPDATE ON "subscriptions"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_subscriptions_changed"();
--> statement-breakpoint
CREATE TRIGGER "sync_subscriptions_deleted" AFTER DELETE ON "subscriptions"
REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_subscriptions_changed"();
--> statement-breakpoint

-- Everyone keeps the current set of every job: a new version of a job's set replaces the
-- whole set, so every criterion of a touched job changed.
CREATE FUNCTION "sync_criteria_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed_ids" uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("criteria"."id") INTO "changed_ids"
    FROM "criteria" WHERE "job" IN (SELECT "job" FROM "new_rows");
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("changed"."id") INTO "changed_ids"
    FROM (SELECT "id" FROM "old_rows"
          UNION SELECT "criteria"."id" FROM "criteria"
          WHERE "job" IN (SELECT "job" FROM "old_rows")) AS "changed";
  ELSE
    SELECT array_agg("changed"."id") INTO "changed_ids"
    FROM (SELECT "id" FROM "old_rows"
          UNION SELECT "criteria"."id" FROM "criteria"
          WHERE "job" IN (SELECT "job" FROM "old_rows" UNION SELECT "job" FROM "new_rows")
         ) AS "changed";
  END IF;
  PERFORM "sync_mark_changes"(
    'criteria', array_agg('00000000-0000-0000-0000-000000000000'::uuid), array_agg("changed_id"))
  FROM unnest("changed_ids") AS "changed_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sync_criteria_inserted" AFTER INSERT ON "criteria"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_criteria_changed"();
--> statement-breakpoint
CREATE TRIGGER "sync_criteria_updated" AFTER UPDATE ON "criteria"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_criteria_changed"();
--> statement-breakpoint
CREATE TRIGGER "sync_criteria_deleted" AFTER DELETE ON "criteria"
REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_criteria_changed"();
--> statement-breakpoint

CREATE FUNCTION "sync_subscription_plans_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    'subscriptionPlans', array_agg('00000000-0000-0000-0000-000000000000'::uuid), array_agg("changed_id"))
  FROM unnest("changed_ids") AS "changed_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sync_subscription_plans_inserted" AFTER INSERT ON "subscription_plans"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_subscription_plans_changed"();
--> statement-breakpoint
CREATE TRIGGER "sync_subscription_plans_updated" AFTER UPDATE ON "subscription_plans"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_subscription_plans_changed"();
--> statement-breakpoint
CREATE TRIGGER "sync_subscription_plans_deleted" AFTER DELETE ON "subscription_plans"
REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_subscription_plans_changed"();
--> statement-breakpoint

-- What existed before the triggers: every record once, so that a first pull finds it.
INSERT INTO "sync_changes" ("user_id", "table_name", "record_id", "changed_by")
SELECT "owner_id", 'achievements', "id", pg_current_xact_id() FROM "achievements"
UNION ALL
SELECT "beneficiary_id", 'developmentPlans', "id", pg_current_xact_id() FROM "development_plans"
UNION ALL
SELECT '00000000-0000-0000-0000-000000000000', 'criteria', "id", pg_current_xact_id() FROM "criteria"
UNION ALL
SELECT '00000000-0000-0000-0000-000000000000', 'subscriptionPlans', "id", pg_current_xact_id()
FROM "subscription_plans"
UNION ALL
SELECT "id", 'profile', "id", pg_current_xact_id() FROM "users"
UNION ALL
SELECT "id", 'subscription', "id", pg_current_xact_id() FROM "users";
