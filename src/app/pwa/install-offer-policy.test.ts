import { describe, expect, it } from 'vitest';

import {
  freshInstallOfferRecord,
  parseInstallOfferRecord,
  shouldOfferInstall,
  withDecline,
  withInstalled,
  withVisit,
  type InstallOfferRecord,
} from './install-offer-policy.ts';

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 27, 9);

function makeRecord(fields: Partial<InstallOfferRecord> = {}): InstallOfferRecord {
  return { ...freshInstallOfferRecord, visits: 2, ...fields };
}

describe('when saving evidence brings the offer to install', () => {
  it('offers on a later visit when the browser can install', () => {
    expect(shouldOfferInstall(makeRecord(), 'prompt', now)).toBe(true);
    expect(shouldOfferInstall(makeRecord(), 'ios-instructions', now)).toBe(true);
  });

  it('never offers on the first visit, even after saving evidence', () => {
    const firstVisit = withVisit(freshInstallOfferRecord);
    expect(shouldOfferInstall(firstVisit, 'prompt', now)).toBe(false);
    expect(shouldOfferInstall(withVisit(firstVisit), 'prompt', now)).toBe(true);
  });

  it('never offers where the browser cannot install', () => {
    expect(shouldOfferInstall(makeRecord(), 'none', now)).toBe(false);
  });

  it('never offers once installed', () => {
    expect(shouldOfferInstall(withInstalled(makeRecord()), 'prompt', now)).toBe(false);
  });

  it('waits a month after "Not now", then asks once more', () => {
    const declined = withDecline(makeRecord(), now);
    expect(shouldOfferInstall(declined, 'prompt', now + day)).toBe(false);
    expect(shouldOfferInstall(declined, 'prompt', now + 29 * day)).toBe(false);
    expect(shouldOfferInstall(declined, 'prompt', now + 30 * day)).toBe(true);
  });

  it('never asks again after a second "Not now"', () => {
    const twice = withDecline(withDecline(makeRecord(), now), now + 30 * day);
    expect(shouldOfferInstall(twice, 'prompt', now + 400 * day)).toBe(false);
  });
});

describe('the stored record', () => {
  it('reads back what was written', () => {
    const record = withDecline(makeRecord({ visits: 5 }), now);
    expect(parseInstallOfferRecord(JSON.stringify(record))).toEqual(record);
  });

  it('treats a missing or damaged record as a device that has seen nothing', () => {
    expect(parseInstallOfferRecord(null)).toEqual(freshInstallOfferRecord);
    expect(parseInstallOfferRecord('{not json')).toEqual(freshInstallOfferRecord);
    expect(parseInstallOfferRecord('{"visits":-3,"declines":"1","installed":"yes"}')).toEqual(
      freshInstallOfferRecord,
    );
  });
});
