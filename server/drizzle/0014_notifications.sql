CREATE TABLE "notification_deliveries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"notification_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "notification_deliveries_channel_check" CHECK ("notification_deliveries"."channel" in ('push', 'email')),
	CONSTRAINT "notification_deliveries_state_check" CHECK ("notification_deliveries"."state" in ('pending', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('evidenceReturned', 'evidenceAccepted', 'evaluationFinalised', 'selfAssessmentRequested', 'planAssigned', 'planFeedback', 'planGraded', 'invitationAccepted', 'evidenceAwaitingReview', 'trialEndingSoon', 'subscriptionEndingSoon', 'subscriptionExpired', 'paymentReceived')),
	CONSTRAINT "notification_preferences_channel_check" CHECK ("notification_preferences"."channel" in ('push', 'email', 'none'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid,
	"details" jsonb NOT NULL,
	"period_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('evidenceReturned', 'evidenceAccepted', 'evaluationFinalised', 'selfAssessmentRequested', 'planAssigned', 'planFeedback', 'planGraded', 'invitationAccepted', 'evidenceAwaitingReview', 'trialEndingSoon', 'subscriptionEndingSoon', 'subscriptionExpired', 'paymentReceived')),
	CONSTRAINT "notifications_subject_check" CHECK ("notifications"."subject" in ('achievement', 'evaluation', 'developmentPlan', 'staffMember', 'reviewQueue', 'subscription', 'payment'))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"token_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_success_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "sync_changes" DROP CONSTRAINT "sync_changes_table_name_check";--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_deliveries_due_idx" ON "notification_deliveries" USING btree ("next_attempt_at") WHERE "notification_deliveries"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "notification_deliveries_recipient_kind_idx" ON "notification_deliveries" USING btree ("recipient_id","kind","channel","sent_at");--> statement-breakpoint
CREATE INDEX "notifications_recipient_id_idx" ON "notifications" USING btree ("recipient_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_period_key_unique" ON "notifications" USING btree ("recipient_id","kind","period_key");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_id_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "sync_changes" ADD CONSTRAINT "sync_changes_table_name_check" CHECK ("sync_changes"."table_name" in ('achievements', 'developmentPlans', 'criteria', 'subscriptionPlans', 'profile', 'subscription', 'evaluations', 'evaluationBands', 'notifications'));--> statement-breakpoint

-- Notifications are a synced resource (docs/notifications.md): each is kept by its recipient's
-- devices only, so a change marks it for her, and sync_mark_changes pokes her after the commit.
CREATE FUNCTION "sync_notifications_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "sync_mark_changes"('notifications', array_agg("recipient_id"), array_agg("id"))
    FROM "new_rows";
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "sync_mark_changes"('notifications', array_agg("recipient_id"), array_agg("id"))
    FROM "old_rows";
  ELSE
    PERFORM "sync_mark_changes"('notifications', array_agg("recipient_id"), array_agg("id"))
    FROM (SELECT "recipient_id", "id" FROM "new_rows"
          UNION SELECT "recipient_id", "id" FROM "old_rows") AS "changed";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sync_notifications_inserted" AFTER INSERT ON "notifications"
REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_notifications_changed"();
--> statement-breakpoint
CREATE TRIGGER "sync_notifications_updated" AFTER UPDATE ON "notifications"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_notifications_changed"();
--> statement-breakpoint
CREATE TRIGGER "sync_notifications_deleted" AFTER DELETE ON "notifications"
REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "sync_notifications_changed"();
