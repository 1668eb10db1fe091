import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import BottomBar from './bottom-bar.tsx';

beforeAll(activateSourceEnglish);

describe('BottomBar', () => {
  it('gives a teacher home, evidence, plans and profile around the capture button', () => {
    renderWithProviders(<BottomBar role="agent" />, '/dashboard');
    const bar = screen.getByRole('navigation', { name: 'Quick navigation' });
    const tabs = screen.getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Home', '/dashboard'],
      ['Evidence', '/achievements'],
      ['Plans', '/development-plans'],
      ['Profile', '/profile'],
    ]);
    expect(bar.contains(screen.getByRole('button', { name: 'Add evidence' }))).toBe(true);
  });

  it('marks the tab of the screen shown, and of a screen below it', () => {
    renderWithProviders(<BottomBar role="org_admin" />, '/development-plans/user/42');
    const current = (name: string) =>
      screen.getByRole('link', { name }).getAttribute('aria-current');
    expect(current('Plans')).toBe('page');
    expect(current('Home')).toBeNull();
    expect(current('Evidence')).toBeNull();
  });

  it('shows nothing to a customer, whose account only pays', () => {
    renderWithProviders(<BottomBar role="customer" />, '/payment');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add evidence' })).toBeNull();
  });
});
