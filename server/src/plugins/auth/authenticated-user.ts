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
  /** The account's token version now, to sign a fresh token for it. */
  tokenVersion: number;
  /**
   * The token names another role or school than the account has now (a purchase made them a
   * principal, a principal moved them): the guard answers a fresh token beside the response.
   */
  tokenIsStale: boolean;
}
