import { count, eq, sql } from 'drizzle-orm';

import type { Organization } from '../../../../contract/organizations.ts';
import { users } from '../../db/tables/users.ts';
import { organizations } from '../../db/tables/organizations.ts';

/** The columns of an organisation as the management screens see it, with its member count. */
export const organizationColumns = {
  id: organizations.id,
  name: organizations.name,
  subdomain: organizations.subdomain,
  logoUrl: organizations.logoUrl,
  contactEmail: organizations.contactEmail,
  subscriptionStatus: organizations.subscriptionStatus,
  createdAt: organizations.createdAt,
  memberCount: sql<number>`(select ${count()}::int from ${users} where ${eq(users.organizationId, organizations.id)})`,
};

interface OrganizationRow {
  id: string;
  name: string;
  subdomain: string | null;
  logoUrl: string | null;
  contactEmail: string | null;
  subscriptionStatus: Organization['subscriptionStatus'];
  createdAt: Date;
  memberCount: number;
}

export function organizationFromRow(row: OrganizationRow): Organization {
  return {
    ...row,
    memberCount: Number(row.memberCount),
    createdAt: row.createdAt.toISOString(),
  };
}
