import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';

import { staffRoles, type Role } from '../../../contract/constants.ts';
import { withCatalogs } from '../../lib/i18n/i18n.ts';

import type { RouteAccess } from './route-access.ts';

export interface AppRoute {
  path: string;
  access: RouteAccess;
  /** Routes without the layout hide the navbar and footer (docs/roles-and-permissions.md, "Screens and who opens them"). */
  withLayout: boolean;
  title: MessageDescriptor;
  load: () => Promise<{ default: ComponentType }>;
  /** The server data the screen will show, asked for before its code has arrived. */
  dataEarly?: ScreenDataEarly;
  /**
   * Reads from the device what the screen shows first at this address (`?…`), while its code
   * is on the way, so its first render shows it (src/lib/live-data/early-reads.ts).
   */
  readEarly?: (search: string) => Promise<void>;
}

/**
 * A screen's server data asked for while its code is still on the way
 * (docs/achievements-at-scale.md, "The principal's screens").
 */
export interface ScreenDataEarly {
  /** The roles whose view of the screen reads the server (a teacher's evidence is on the device). */
  roles: readonly Role[];
  /** Loads ahead the code that asks, so that asking then leaves at once. */
  prepare: () => Promise<unknown>;
  /** Asks for what the screen will show at this address (`?…`). */
  ask: (search: string) => Promise<void>;
}

/** Who reads staff members' evidence from the server (docs/roles-and-permissions.md). */
const staffReaders: readonly Role[] = ['org_admin', 'super_admin'];
const achievementsDataEarly = () => import('../../features/achievements/ask-data-early.ts');

/** Every route of docs/roles-and-permissions.md, "Screens and who opens them", each loaded on demand. */
export const routeTable: readonly AppRoute[] = [
  {
    path: '/',
    access: { kind: 'public' },
    withLayout: true,
    title: msg`Achievement evidence and development plans for school staff`,
    load: withCatalogs(['landing'], () => import('../../features/landing/landing-page.tsx')),
  },
  {
    path: '/terms-of-service',
    access: { kind: 'public' },
    withLayout: true,
    title: msg`Terms of service`,
    load: withCatalogs(['legal'], () => import('../../features/legal/terms-of-service-page.tsx')),
  },
  {
    path: '/refund-policy',
    access: { kind: 'public' },
    withLayout: true,
    title: msg`Refund policy`,
    load: withCatalogs(['legal'], () => import('../../features/legal/refund-policy-page.tsx')),
  },
  {
    path: '/privacy-policy',
    access: { kind: 'public' },
    withLayout: true,
    title: msg`Privacy policy`,
    load: withCatalogs(['legal'], () => import('../../features/legal/privacy-policy-page.tsx')),
  },
  {
    path: '/login',
    access: { kind: 'guest-only' },
    withLayout: false,
    title: msg`Log in`,
    load: withCatalogs(['auth', 'components'], () => import('../../features/auth/login-page.tsx')),
  },
  {
    path: '/signup',
    access: { kind: 'guest-only' },
    withLayout: false,
    title: msg`Sign up`,
    load: withCatalogs(['auth', 'components'], () => import('../../features/auth/signup-page.tsx')),
  },
  {
    path: '/reset-password',
    access: { kind: 'public' },
    withLayout: false,
    title: msg`Reset password`,
    load: withCatalogs(
      ['auth', 'components'],
      () => import('../../features/auth/reset-password-page.tsx'),
    ),
  },
  {
    path: '/forgot-password',
    access: { kind: 'public' },
    withLayout: false,
    title: msg`Forgot password`,
    load: withCatalogs(['auth'], () => import('../../features/auth/forgot-password-page.tsx')),
  },
  {
    path: '/accept-invitation',
    access: { kind: 'public' },
    withLayout: false,
    title: msg`Accept invitation`,
    load: withCatalogs(
      ['invitations'],
      () => import('../../features/invitations/accept-invitation-page.tsx'),
    ),
  },
  {
    path: '/unsubscribe',
    access: { kind: 'public' },
    withLayout: false,
    title: msg`Email notifications`,
    load: withCatalogs(
      ['components', 'entities', 'notifications'],
      () => import('../../features/notifications/unsubscribe-page.tsx'),
    ),
  },
  {
    path: '/share/:token',
    access: { kind: 'public' },
    withLayout: false,
    title: msg`Shared portfolio`,
    load: withCatalogs(
      ['components', 'entities', 'shared-portfolio'],
      () => import('../../features/shared-portfolio/shared-portfolio-page.tsx'),
    ),
  },
  {
    path: '/dashboard',
    access: { kind: 'authenticated', roles: staffRoles },
    withLayout: true,
    title: msg`Dashboard`,
    load: withCatalogs(
      ['components', 'dashboard', 'entities'],
      () => import('../../features/dashboard/dashboard-page.tsx'),
    ),
  },
  {
    path: '/profile',
    access: { kind: 'authenticated', roles: staffRoles },
    withLayout: true,
    title: msg`My profile`,
    load: withCatalogs(
      ['components', 'entities', 'payments', 'profile', 'subscriptions'],
      () => import('../../features/profile/profile-page.tsx'),
    ),
  },
  {
    path: '/admin-settings',
    access: { kind: 'authenticated', roles: ['super_admin'] },
    withLayout: true,
    title: msg`System settings`,
    load: withCatalogs(
      ['admin-settings', 'components', 'entities'],
      () => import('../../features/admin-settings/admin-settings-page.tsx'),
    ),
  },
  {
    path: '/support-centre',
    access: { kind: 'authenticated', roles: ['super_admin'] },
    withLayout: true,
    title: msg`Support centre`,
    load: withCatalogs(
      ['entities', 'lib', 'support-centre'],
      () => import('../../features/support-centre/support-centre-page.tsx'),
    ),
  },
  {
    path: '/organizations',
    access: { kind: 'authenticated', roles: ['super_admin'] },
    withLayout: true,
    title: msg`Manage organizations`,
    load: withCatalogs(
      ['components', 'entities', 'organizations'],
      () => import('../../features/organizations/organizations-page.tsx'),
    ),
  },
  {
    path: '/manage-users',
    access: { kind: 'authenticated', roles: ['super_admin', 'org_admin'] },
    withLayout: true,
    title: msg`Manage users`,
    load: withCatalogs(
      ['components', 'entities', 'users'],
      () => import('../../features/users/manage-users-page.tsx'),
    ),
  },
  {
    path: '/achievements',
    access: { kind: 'authenticated', roles: staffRoles },
    withLayout: true,
    title: msg`Evidence`,
    load: withCatalogs(
      ['achievements', 'components', 'entities'],
      () => import('../../features/achievements/achievements-page.tsx'),
    ),
    dataEarly: {
      roles: staffReaders,
      prepare: achievementsDataEarly,
      ask: async (search) => (await achievementsDataEarly()).askAchievementsDataEarly(search),
    },
    readEarly: async (search) =>
      (await import('../../features/achievements/read-data-early.ts')).readAchievementsDataEarly(
        search,
      ),
  },
  {
    // Where a portfolio's QR code for a document or video leads without a share link
    // (`evidenceFilePagePattern`); written out, since the build reads it (route-preloads.ts).
    path: '/files/:id',
    access: { kind: 'authenticated', roles: staffRoles },
    withLayout: true,
    title: msg`Evidence file`,
    load: withCatalogs(
      ['achievements', 'components', 'entities'],
      () => import('../../features/achievements/evidence-file-page.tsx'),
    ),
  },
  {
    path: '/review',
    access: { kind: 'authenticated', roles: ['org_admin', 'super_admin'] },
    withLayout: true,
    title: msg`Awaiting my review`,
    load: withCatalogs(
      ['achievements', 'components', 'entities'],
      () => import('../../features/achievements/review/review-walk-page.tsx'),
    ),
    dataEarly: {
      roles: staffReaders,
      prepare: achievementsDataEarly,
      ask: async (search) => (await achievementsDataEarly()).askReviewQueueEarly(search),
    },
  },
  {
    path: '/payment',
    access: { kind: 'authenticated', roles: 'any-role' },
    withLayout: true,
    title: msg`Payment`,
    load: withCatalogs(
      ['entities', 'lib', 'payments'],
      () => import('../../features/payments/payment-page.tsx'),
    ),
  },
  {
    path: '/payment/transfer/:id',
    access: { kind: 'authenticated', roles: ['org_admin', 'agent'] },
    withLayout: true,
    title: msg`Pay by bank transfer`,
    load: withCatalogs(['billing'], () => import('../../features/billing/transfer-page.tsx')),
  },
  {
    path: '/payment/callback',
    access: { kind: 'authenticated', roles: 'any-role' },
    withLayout: false,
    title: msg`Payment result`,
    load: withCatalogs(
      ['entities', 'payments'],
      () => import('../../features/payments/payment-callback-page.tsx'),
    ),
  },
  {
    path: '/development-plans',
    access: { kind: 'authenticated', roles: staffRoles },
    withLayout: true,
    title: msg`Development plans`,
    load: withCatalogs(
      ['development-plans', 'components', 'entities'],
      () => import('../../features/development-plans/development-plans-page.tsx'),
    ),
  },
  {
    path: '/evaluations',
    access: { kind: 'authenticated', roles: ['agent', 'org_admin'] },
    withLayout: true,
    title: msg`Evaluation`,
    load: withCatalogs(
      ['evaluations', 'components', 'entities'],
      () => import('../../features/evaluations/evaluations-page.tsx'),
    ),
  },
  {
    path: '/evaluations/user/:userId',
    access: { kind: 'authenticated', roles: ['org_admin', 'super_admin'] },
    withLayout: true,
    title: msg`Staff evaluation`,
    load: withCatalogs(
      ['evaluations', 'components', 'entities'],
      () => import('../../features/evaluations/staff-evaluation-page.tsx'),
    ),
  },
  {
    path: '/evaluations/user/:userId/faris',
    access: { kind: 'authenticated', roles: ['org_admin', 'super_admin'] },
    withLayout: true,
    title: msg`Faris entry sheet`,
    load: withCatalogs(
      ['evaluations', 'components', 'entities'],
      () => import('../../features/evaluations/faris-sheet-page.tsx'),
    ),
  },
  {
    path: '/development-plans/user/:userId',
    access: { kind: 'authenticated', roles: ['org_admin', 'super_admin'] },
    withLayout: true,
    title: msg`Staff development plans`,
    load: withCatalogs(
      ['development-plans', 'components', 'entities'],
      () => import('../../features/development-plans/staff-plans-page.tsx'),
    ),
  },
];
