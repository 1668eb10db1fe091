-- Tells every instance, once the transaction commits, whose open sockets to check again
-- (server/src/plugins/realtime/account-changes.ts): triggers rather than calls in services,
-- so no write path (logout, a password reset, a principal's edit, a purchase, a fix typed in
-- psql) can forget it. Payloads: `user:<id>` or `token:<jti>`.

-- What decides whether a socket may stay: the token version, the active flag, the role and
-- the school. A rename or a new picture changes none of it.
CREATE FUNCTION "account_changes_notify_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('shawahid_account', 'user:' || "id") FROM "old_rows";
  ELSE
    PERFORM pg_notify('shawahid_account', 'user:' || "new_rows"."id")
    FROM "new_rows" JOIN "old_rows" ON "old_rows"."id" = "new_rows"."id"
    WHERE "old_rows"."token_version" IS DISTINCT FROM "new_rows"."token_version"
       OR "old_rows"."is_active" IS DISTINCT FROM "new_rows"."is_active"
       OR "old_rows"."role" IS DISTINCT FROM "new_rows"."role"
       OR "old_rows"."organization_id" IS DISTINCT FROM "new_rows"."organization_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "account_changes_users_updated" AFTER UPDATE ON "users"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "account_changes_notify_users"();
--> statement-breakpoint
CREATE TRIGGER "account_changes_users_deleted" AFTER DELETE ON "users"
REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "account_changes_notify_users"();
--> statement-breakpoint

-- A logout revokes one token: only the sockets opened with it close.
CREATE FUNCTION "account_changes_notify_revoked_tokens"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shawahid_account', 'token:' || "jti") FROM "new_rows";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "account_changes_revoked_tokens_inserted" AFTER INSERT ON "revoked_tokens"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "account_changes_notify_revoked_tokens"();
