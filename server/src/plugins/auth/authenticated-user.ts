import type { Locale, Role } from '../../../../contract/constants.ts';

/** The caller of an authenticated route, as the database knows them now (not as the token says). */
export interface AuthenticatedUser {
  id: string;
  fullName: string;
  email: string;
  role: Role;
  organizationId: string | null;
  profilePictureUrl: string | null;
  locale: Locale;
  /** The `jti` of the access token, e.g. to revoke it at logout. */
  tokenId: string;
  tokenExpiresAt: Date;
}
