import type { Role } from '../../../contract/constants.ts';

/** Where a user lands: the dashboard; a customer (a billing contact) only has payments. */
export function homePathFor(role: Role): string {
  return role === 'customer' ? '/payment' : '/dashboard';
}

/** The brand link: the landing page when logged out, system settings for the super admin. */
export function brandPathFor(role: Role | null): string {
  if (role === null) return '/';
  return role === 'super_admin' ? '/admin-settings' : homePathFor(role);
}

/** After signing in: back where the guard stopped the user, else the role's home. */
export function afterSignInPath(role: Role, from: unknown): string {
  if (
    typeof from === 'string' &&
    from.startsWith('/') &&
    !from.startsWith('//') &&
    from !== '/login'
  ) {
    return from;
  }
  return role === 'super_admin' ? '/admin-settings' : homePathFor(role);
}
