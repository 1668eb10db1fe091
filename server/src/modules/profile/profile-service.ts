import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import type { AccessTokenResult } from '../../../../contract/access-token.ts';
import type { zPasswordChange, zProfileUpdate } from '../../../../contract/profile-changes.ts';
import type { Profile } from '../../../../contract/profile.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth/authenticated-user.ts';
import { reserveSignInAttempt, settleRightPassword } from '../../plugins/auth/sign-in-throttle.ts';
import { nextTokenVersion, tokenSubjectColumns } from '../../plugins/auth/token-versions.ts';
import { organizations } from '../../db/tables/organizations.ts';
import { currentSubscription } from '../subscriptions/access.ts';
import { users } from '../../db/tables/users.ts';

type ProfileContext = Pick<FastifyInstance, 'db' | 'clock' | 'passwordHasher'>;
type PasswordChangeContext = ProfileContext & Pick<FastifyInstance, 'accessTokens'>;
type ProfileChanges = z.output<typeof zProfileUpdate>;
type PasswordChangeData = z.output<typeof zPasswordChange>;

/** The signed-in user's own profile, with their organisation and the subscription covering them. */
export async function loadProfile(app: ProfileContext, userId: string): Promise<Profile> {
  const [row] = await app.db
    .select({ user: users, organizationName: organizations.name })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId));
  if (!row) throw new ApiError(401, 'common.error.unauthorized');
  const { user } = row;
  const subscription = await currentSubscription(
    app.db,
    { userId: user.id, organizationId: user.organizationId },
    app.clock.now(),
  );
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    profilePictureUrl: user.profilePictureUrl,
    role: user.role,
    organizationId: user.organizationId,
    organizationName: row.organizationName,
    schoolName: user.schoolName,
    mobile: user.mobile,
    dateOfBirth: user.dateOfBirth,
    job: user.job,
    jobModel: user.jobModel,
    locale: user.locale,
    subscriptionStatus: subscription?.status ?? null,
    subscriptionEndDate: subscription?.endsAt.toISOString() ?? null,
    subscriptionPlanName: subscription?.planName ?? null,
    subscriptionPlanNameAr: subscription?.planNameAr ?? null,
  };
}

/** Changes only the fields sent, on the caller's own row. */
export async function updateProfile(
  app: ProfileContext,
  userId: string,
  changes: ProfileChanges,
): Promise<Profile> {
  const given = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as ProfileChanges;
  if (Object.keys(given).length > 0) {
    await app.db
      .update(users)
      .set({ ...given, updatedAt: app.clock.now() })
      .where(eq(users.id, userId));
  }
  return loadProfile(app, userId);
}

/**
 * Changes the password after checking the current one. Guesses count as sign-in attempts of
 * the account, so a borrowed session cannot be used to find the password. Every session opened
 * before ends; this device carries on with the fresh token answered.
 */
export async function changePassword(
  app: PasswordChangeContext,
  user: AuthenticatedUser,
  input: PasswordChangeData,
  ip: string,
): Promise<AccessTokenResult> {
  const attempt = { ip, email: user.email };
  await reserveSignInAttempt(app.db, attempt);
  const [row] = await app.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row || !(await app.passwordHasher.verify(row.passwordHash, input.currentPassword))) {
    throw new ApiError(400, 'auth.failed.currentPasswordWrong', {
      fieldErrors: [
        { field: 'current_password', key: 'auth.failed.currentPasswordWrong', params: {} },
      ],
    });
  }
  await settleRightPassword(app.db, attempt);
  const passwordHash = await app.passwordHasher.hash(input.newPassword);
  const [changed] = await app.db
    .update(users)
    .set({ passwordHash, tokenVersion: nextTokenVersion, updatedAt: app.clock.now() })
    .where(eq(users.id, user.id))
    .returning(tokenSubjectColumns);
  if (!changed) throw new ApiError(401, 'common.error.unauthorized');
  return { accessToken: await app.accessTokens.sign(changed) };
}
