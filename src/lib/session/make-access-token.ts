import type { AccessTokenClaims } from '../../../contract/access-token.ts';

/**
 * Test data: an access token the app can decode (its signature is the server's business),
 * for a teacher whose token is valid for an hour, named `fullName`; `claims` change the rest
 * (another user, a principal).
 */
export function makeAccessToken(
  fullName = 'Nora',
  claims: Partial<AccessTokenClaims> = {},
): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const payload: AccessTokenClaims = {
    sub: '0190f5c6-0000-7000-8000-000000000001',
    fullName,
    email: 'teacher@school.test',
    profilePictureUrl: null,
    role: 'agent',
    organizationId: null,
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  };
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;
}
