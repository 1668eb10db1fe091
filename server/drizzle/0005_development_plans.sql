-- Hand-written while the feature is built in parallel; regenerated with drizzle-kit at integration.
SELECT 1;
