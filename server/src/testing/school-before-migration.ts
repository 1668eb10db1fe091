import type { PGlite } from '@electric-sql/pglite';

/** One school, its principal and a teacher, for migration tests that seed forms. */
export const migrationSchool = {
  school: '0190f7c0-0000-7000-8000-00000000000a',
  principal: '0190f7c0-0000-7000-8000-000000000001',
  teacher: '0190f7c0-0000-7000-8000-000000000002',
  finalised: '0190f7c0-0000-7000-8000-0000000000f1',
  draft: '0190f7c0-0000-7000-8000-0000000000d1',
};

/** Inserts the school and its two members with raw SQL (the tables as they were then). */
export async function insertMigrationSchool(client: PGlite): Promise<void> {
  await client.query(`INSERT INTO "organizations" ("id", "name") VALUES ($1, 'Al Noor')`, [
    migrationSchool.school,
  ]);
  for (const [id, role] of [
    [migrationSchool.principal, 'org_admin'],
    [migrationSchool.teacher, 'agent'],
  ] as const) {
    await client.query(
      `INSERT INTO "users" ("id", "email", "password_hash", "full_name", "role", "organization_id")
       VALUES ($1, $2, 'x', $3, $4, $5)`,
      [id, `${id}@example.test`, role, role, migrationSchool.school],
    );
  }
}
