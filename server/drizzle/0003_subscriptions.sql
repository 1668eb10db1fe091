-- Hand-written while the feature is built in parallel; regenerated with drizzle-kit at integration.
ALTER TABLE "subscriptions" ADD COLUMN "teacher_limit" integer;
