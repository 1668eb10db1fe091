import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { makeAccessToken } from '../../lib/session/make-access-token.ts';
import { clearSession, startSession } from '../../lib/session/session-store.ts';
import {
  activateArabic,
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { LandingActionButton } from './landing-action-button.tsx';

function landingCalls() {
  return (
    <>
      <LandingActionButton signedIn="home" guestLabel="Start your free trial" />
      <LandingActionButton signedIn="subscription" guestLabel="Start free trial" />
    </>
  );
}

function hrefOf(name: string): string | null {
  return screen.getByRole('link', { name }).getAttribute('href');
}

describe('LandingActionButton', () => {
  beforeEach(activateSourceEnglish);
  afterEach(clearSession);

  it('offers a visitor the sign-up', () => {
    renderWithProviders(landingCalls());
    expect(hrefOf('Start your free trial')).toBe('/signup');
    expect(hrefOf('Start free trial')).toBe('/signup');
  });

  it('offers a signed-in teacher the way back to their work, not a second trial', () => {
    startSession(makeAccessToken('Nora', { role: 'agent' }));
    renderWithProviders(landingCalls());
    expect(hrefOf('Go to my dashboard')).toBe('/dashboard');
    expect(hrefOf('See my subscription')).toBe('/payment');
    expect(screen.queryByRole('link', { name: /trial/ })).toBeNull();
  });

  it('takes each role to its own home', () => {
    startSession(makeAccessToken('Admin', { role: 'super_admin' }));
    const { unmount } = renderWithProviders(landingCalls());
    // The super admin holds no subscription: both calls lead to the system settings.
    expect(
      screen
        .getAllByRole('link', { name: 'Go to system settings' })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/admin-settings', '/admin-settings']);
    unmount();
    startSession(makeAccessToken('Billing', { role: 'customer' }));
    renderWithProviders(landingCalls());
    expect(hrefOf('Go to payments')).toBe('/payment');
  });

  it('offers the sign-up again once the user signs out with the page open', () => {
    startSession(makeAccessToken('Nora', { role: 'org_admin' }));
    renderWithProviders(landingCalls());
    expect(hrefOf('Go to my dashboard')).toBe('/dashboard');
    act(() => clearSession());
    expect(hrefOf('Start your free trial')).toBe('/signup');
  });

  it('says it in Arabic', async () => {
    await activateArabic();
    startSession(makeAccessToken('Noura', { role: 'agent' }));
    renderWithProviders(landingCalls());
    expect(hrefOf('الانتقال إلى لوحة التحكم')).toBe('/dashboard');
    expect(hrefOf('عرض اشتراكي')).toBe('/payment');
  });
});
