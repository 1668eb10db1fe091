// Every Drizzle table, for drizzle-kit and for the typed `Database`. Add each module's tables here.
export { idempotencyRecords } from '../plugins/idempotency/tables.ts';
export { rateLimitHits } from '../plugins/rate-limit/tables.ts';
