-- Issue 33: a finalised form keeps the criteria and weights it was rated with, so an objection
-- answered after the super admin edits the set is recomputed as the form was finalised
-- (docs/evaluation-rating.md, "The weights a form was rated with"). And the objection's two
-- notification kinds (docs/notifications.md, "Kinds").
ALTER TABLE "evaluations" ADD COLUMN "rated_with" jsonb;--> statement-breakpoint

-- Forms closed before: the criteria they scored, with the weights those rows carry (the set
-- they were scored on; 0015 rated them from the same rows), in the set's order.
UPDATE "evaluations" AS "form"
SET "rated_with" = (
  SELECT coalesce(
    jsonb_agg(jsonb_build_object('criterionId', "criteria"."id", 'weight', "criteria"."weight")
      ORDER BY "criteria"."sort_order", "criteria"."id"),
    '[]'::jsonb)
  FROM "criteria"
  WHERE "criteria"."id"::text IN (
    SELECT "score"->>'criterionId' FROM jsonb_array_elements("form"."scores") AS "score"
  )
)
WHERE "form"."status" <> 'draft';--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('evidenceReturned', 'evidenceAccepted', 'evaluationFinalised', 'selfAssessmentRequested', 'planAssigned', 'planFeedback', 'planGraded', 'invitationAccepted', 'evidenceAwaitingReview', 'trialEndingSoon', 'subscriptionEndingSoon', 'subscriptionExpired', 'paymentReceived', 'editReplaced', 'objectionSubmitted', 'objectionAnswered'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('evidenceReturned', 'evidenceAccepted', 'evaluationFinalised', 'selfAssessmentRequested', 'planAssigned', 'planFeedback', 'planGraded', 'invitationAccepted', 'evidenceAwaitingReview', 'trialEndingSoon', 'subscriptionEndingSoon', 'subscriptionExpired', 'paymentReceived', 'editReplaced', 'objectionSubmitted', 'objectionAnswered'));