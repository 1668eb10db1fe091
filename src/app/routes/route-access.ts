import type { Role } from '../../../contract/constants.ts';
import { homePathFor } from '../../lib/session/home-path.ts';

/** Who may open a route (docs/roles-and-permissions.md, "Screens and who opens them"). */
export type RouteAccess =
  | { kind: 'public' }
  /** Public, but a logged-in user is sent home (the login page). */
  | { kind: 'guest-only' }
  | { kind: 'authenticated'; roles: readonly Role[] | 'any-role' };

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

export function decideGuard(access: RouteAccess, role: Role | null): GuardDecision {
  switch (access.kind) {
    case 'public':
      return { kind: 'allow' };
    case 'guest-only':
      return role === null ? { kind: 'allow' } : { kind: 'redirect', to: homePathFor(role) };
    case 'authenticated':
      if (role === null) return { kind: 'redirect', to: '/login' };
      if (access.roles === 'any-role' || access.roles.includes(role)) return { kind: 'allow' };
      return { kind: 'redirect', to: homePathFor(role) };
  }
}
