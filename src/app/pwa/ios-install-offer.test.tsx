import { Menu } from '@mantine/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { storageKeys } from '../../../contract/constants.ts';
import { announceEvidenceSaved } from '../../lib/engagement/evidence-saved.ts';
import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';
import { InstallMenuItem } from '../layout/install-menu-item.tsx';

import { InstallOffer } from './install-offer.tsx';
import { freshInstallOfferRecord, type InstallOfferRecord } from './install-offer-policy.ts';
import { startInstallOffer } from './install-prompt.ts';

const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const iPadSafari =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const desktopFirefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

interface Device {
  userAgent: string;
  maxTouchPoints: number;
  /** Opened from the Home Screen icon: Safari's `navigator.standalone`. */
  standalone?: boolean;
}

const originalUserAgent = navigator.userAgent;

function pretendDevice({ userAgent, maxTouchPoints, standalone }: Device) {
  Object.defineProperties(navigator, {
    userAgent: { configurable: true, get: () => userAgent },
    maxTouchPoints: { configurable: true, get: () => maxTouchPoints },
    standalone: { configurable: true, get: () => standalone },
  });
}

/** The app starting on `device` on a later visit, in a new tab, with nothing declined. */
function startVisit(device: Device, record: Partial<InstallOfferRecord> = {}) {
  pretendDevice(device);
  sessionStorage.clear();
  localStorage.setItem(
    storageKeys.installOffer,
    JSON.stringify({ ...freshInstallOfferRecord, visits: 3, ...record }),
  );
  startInstallOffer();
  renderWithProviders(
    <>
      <InstallOffer />
      <Menu opened>
        <Menu.Target>
          <button type="button">Menu</button>
        </Menu.Target>
        <Menu.Dropdown>
          <InstallMenuItem />
        </Menu.Dropdown>
      </Menu>
    </>,
  );
}

const lastStep = 'Tap “Add”.';
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
const stored = () =>
  JSON.parse(localStorage.getItem(storageKeys.installOffer) ?? 'null') as InstallOfferRecord;

beforeAll(async () => {
  activateSourceEnglish();
  // The offer's words load on first use; loaded here, a check of absence waits on nothing else.
  await import('./install-offer-message.tsx');
});
beforeEach(() => localStorage.clear());
afterEach(() => pretendDevice({ userAgent: originalUserAgent, maxTouchPoints: 0 }));

describe('installing on an iPhone or iPad', () => {
  it('shows Safari’s steps, pictured, after evidence is saved in Safari on an iPhone', async () => {
    startVisit({ userAgent: iPhoneSafari, maxTouchPoints: 5 });
    act(() => announceEvidenceSaved());
    const offer = (await screen.findByText(lastStep)).closest('.mantine-Notification-root');
    if (!(offer instanceof HTMLElement)) throw new Error('the offer is not a toast');
    const steps = within(offer)
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(steps).toEqual([
      'Tap Share  in Safari’s toolbar (or in its ⋯ menu).',
      'Choose “Add to Home Screen” .',
      lastStep,
    ]);
    expect(within(offer).getByTestId('ios-install-picture').getAttribute('aria-hidden')).toBe(
      'true',
    );
    expect(
      within(offer).getByText(
        'Installed, Shawahid keeps its data on this device longest and can receive notifications.',
      ),
    ).toBeTruthy();
  });

  it('offers the steps from the menu too, on an iPad that presents itself as a Mac', async () => {
    startVisit({ userAgent: iPadSafari, maxTouchPoints: 5 });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Add to Home Screen' }));
    expect(await screen.findByText(lastStep)).toBeTruthy();
  });

  it('remembers "Got it" on the offer, so it does not come back with the next evidence', async () => {
    startVisit({ userAgent: iPhoneSafari, maxTouchPoints: 5 });
    act(() => announceEvidenceSaved());
    fireEvent.click(await screen.findByRole('button', { name: 'Got it' }));
    expect(stored().declines).toBe(1);
    await waitFor(() => expect(screen.queryByText(lastStep)).toBeNull());

    act(() => announceEvidenceSaved());
    await settle();
    expect(screen.queryByText(lastStep)).toBeNull();
  });

  it('offers nothing once opened from the Home Screen', async () => {
    startVisit({ userAgent: iPhoneSafari, maxTouchPoints: 5, standalone: true });
    act(() => announceEvidenceSaved());
    await settle();
    expect(screen.queryByText(lastStep)).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Add to Home Screen' })).toBeNull();
    expect(stored().installed).toBe(true);
  });

  it('shows no Safari steps on Android or a desktop', async () => {
    for (const device of [
      { userAgent: androidChrome, maxTouchPoints: 5 },
      { userAgent: desktopFirefox, maxTouchPoints: 0 },
      { userAgent: iPadSafari, maxTouchPoints: 0 },
    ]) {
      startVisit(device);
      act(() => announceEvidenceSaved());
      await settle();
      expect(screen.queryByText(lastStep)).toBeNull();
      expect(screen.queryByRole('menuitem', { name: 'Add to Home Screen' })).toBeNull();
    }
  });
});
