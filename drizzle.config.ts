import { defineConfig } from 'drizzle-kit';

// The same SQL migrations serve PGlite and PostgreSQL (design.md section 2).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/drizzle',
});
