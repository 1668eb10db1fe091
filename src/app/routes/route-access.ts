import type { Role } from '../../../contract/constants.ts';
import { afterSignInPath, homePathFor } from '../../lib/session/home-path.ts';

/** Who may open a route (docs/roles-and-permissions.md, "Screens and who opens them"). */
export type RouteAccess =
  | { kind: 'public' }
  /** Public, but a logged-in user is sent home (the login page). */
  | { kind: 'guest-only' }
  | { kind: 'authenticated'; roles: readonly Role[] | 'any-role' };

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/**
 * `from` is where the guard stopped a visitor before they signed in (the location state it
 * leaves): a guest-only page sends them on there once they have, else to their home.
 */
export function decideGuard(access: RouteAccess, role: Role | null, from?: unknown): GuardDecision {
  switch (access.kind) {
    case 'public':
      return { kind: 'allow' };
    case 'guest-only':
      return role === null
        ? { kind: 'allow' }
        : { kind: 'redirect', to: afterSignInPath(role, from) };
    case 'authenticated':
      if (role === null) return { kind: 'redirect', to: '/login' };
      if (access.roles === 'any-role' || access.roles.includes(role)) return { kind: 'allow' };
      return { kind: 'redirect', to: homePathFor(role) };
  }
}
