import { eq, sql } from 'drizzle-orm';

import type { Role } from '../../../contract/constants.ts';
import { productionPasswordHashing, type PasswordHashingConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { executeRows } from '../db/execute-rows.ts';
import { organizations } from '../db/tables/organizations.ts';
import { subscriptionPlans } from '../db/tables/subscription-plans.ts';
import { subscriptions } from '../db/tables/subscriptions.ts';
import { trialSubscription } from '../modules/subscriptions/trial-subscription.ts';
import { users } from '../db/tables/users.ts';
import { createPasswordHasher } from '../plugins/auth/password-hasher.ts';
import { demoOrganization, demoPassword, demoUsers } from './demo-data.ts';
import { seedDemoDevelopmentPlan } from './demo-development-plan.ts';

/** A sign-in main.ts prints at start so someone trying the app can log in as each role. */
export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
}

export interface SeedOutcome {
  /** The accounts created by this run; empty when the database already had users. */
  demoAccounts: DemoAccount[];
}

export interface SeedOptions {
  passwordHashing?: PasswordHashingConfig;
  now?: Date;
}

// Any constant works; it only has to be the same for every instance of this app.
const seedLockId = 4_207_002;
const yearMs = 365 * 24 * 60 * 60 * 1000;
/** One of the plans the migrations put on sale (server/drizzle/0003_features.sql). */
const demoSchoolPlanName = 'School – up to 25 teachers';

async function hasUsers(db: Database): Promise<boolean> {
  const [row] = await executeRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from ${users}) as found`,
  );
  return row?.found === true;
}

/**
 * Puts the demo data into an empty, migrated database: a super admin, the Al-Noor school with
 * its principal, two teachers and a billing contact, and a solo teacher on a trial. A database
 * with any user is left alone. Instances starting together take a transaction-scoped advisory
 * lock, so only the first one seeds.
 */
export async function seed(db: Database, options: SeedOptions = {}): Promise<SeedOutcome> {
  if (await hasUsers(db)) return { demoAccounts: [] };
  const now = options.now ?? new Date();
  const hasher = createPasswordHasher(options.passwordHashing ?? productionPasswordHashing);
  const hashes = await Promise.all(demoUsers.map(() => hasher.hash(demoPassword)));

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockId})`);
    if (await hasUsers(tx)) return false;

    const [organization] = await tx
      .insert(organizations)
      .values({ ...demoOrganization, subscriptionStatus: 'active', createdAt: now })
      .returning({ id: organizations.id });
    if (!organization) throw new Error('the demo organisation was not created');
    const [plan] = await tx
      .select({ id: subscriptionPlans.id })
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.nameEn, demoSchoolPlanName));
    await tx.insert(subscriptions).values({
      organizationId: organization.id,
      planId: plan?.id ?? null,
      planName: demoSchoolPlanName,
      teacherLimit: 25,
      status: 'active',
      startsAt: now,
      endsAt: new Date(now.getTime() + yearMs),
      createdAt: now,
    });

    for (const [index, demoUser] of demoUsers.entries()) {
      const { inOrganization, withTrial, ...fields } = demoUser;
      const [created] = await tx
        .insert(users)
        .values({
          ...fields,
          passwordHash: hashes[index] ?? '',
          organizationId: inOrganization ? organization.id : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      if (created && withTrial)
        await tx.insert(subscriptions).values(trialSubscription(created.id, now));
    }
    await seedDemoDevelopmentPlan(tx, now);
    return true;
  });

  return {
    demoAccounts: seeded
      ? demoUsers.map(({ role, email }) => ({ role, email, password: demoPassword }))
      : [],
  };
}
