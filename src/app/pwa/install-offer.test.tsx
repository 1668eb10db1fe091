import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { storageKeys } from '../../../contract/constants.ts';
import { announceEvidenceSaved } from '../../lib/engagement/evidence-saved.ts';
import {
  activateSourceEnglish,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';

import { InstallOffer } from './install-offer.tsx';
import { freshInstallOfferRecord, type InstallOfferRecord } from './install-offer-policy.ts';
import { startInstallOffer } from './install-prompt.ts';

beforeAll(activateSourceEnglish);

const offerText = 'Install Shawahid on your phone to capture evidence even without signal.';

/** The app starting on this device for the visit after `earlierVisits`, in a new tab. */
function startVisit(earlierVisits: number, record: Partial<InstallOfferRecord> = {}) {
  sessionStorage.clear();
  delete document.documentElement.dataset.installOffer;
  localStorage.setItem(
    storageKeys.installOffer,
    JSON.stringify({ ...freshInstallOfferRecord, ...record, visits: earlierVisits }),
  );
  startInstallOffer();
  renderWithProviders(<InstallOffer />);
}

/** Chromium saying the app can be installed; `prompt()` is its install dialog. */
function browserOffersInstalling(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  window.dispatchEvent(event);
  return { prompt, heldBack: event.defaultPrevented };
}

/** What the app decided after the last saved evidence, shown for tests to wait on. */
const decision = () => document.documentElement.dataset.installOffer;

const stored = () =>
  JSON.parse(localStorage.getItem(storageKeys.installOffer) ?? 'null') as InstallOfferRecord;

describe('the offer to install', () => {
  beforeEach(() => localStorage.clear());

  it('holds the browser’s prompt back, and shows it when Install is chosen after evidence is saved', async () => {
    startVisit(1);
    const { prompt, heldBack } = browserOffersInstalling('dismissed');
    expect(heldBack).toBe(true);
    expect(screen.queryByText(offerText)).toBeNull();
    expect(decision()).toBeUndefined();

    act(() => announceEvidenceSaved());
    expect(decision()).toBe('offered');
    expect(await screen.findByText(offerText)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    await waitFor(() => expect(prompt).toHaveBeenCalledOnce());
    // Turning the browser's dialog down counts as "Not now".
    await waitFor(() => expect(stored().declines).toBe(1));
    expect(stored().installed).toBe(false);
  });

  it('remembers "Not now" with its time', async () => {
    startVisit(3);
    browserOffersInstalling('accepted');
    act(() => announceEvidenceSaved());
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(stored()).toMatchObject({ declines: 1, visits: 4 });
    expect(stored().declinedAt).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByText(offerText)).toBeNull());
  });

  it('stays away on the first visit, and within a month of "Not now"', () => {
    startVisit(0);
    browserOffersInstalling('accepted');
    act(() => announceEvidenceSaved());
    expect(decision()).toBe('none');
    expect(screen.queryByText(offerText)).toBeNull();
    expect(stored().visits).toBe(1);

    startVisit(5, { declines: 1, declinedAt: Date.now() - 24 * 60 * 60 * 1000 });
    browserOffersInstalling('accepted');
    act(() => announceEvidenceSaved());
    expect(decision()).toBe('none');
    expect(screen.queryByText(offerText)).toBeNull();
  });
});
