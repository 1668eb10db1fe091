/**
 * When to offer installing the app: right after a new piece of evidence is saved (the moment
 * working offline starts to matter), never on the first visit, never once installed; "Not
 * now" waits a month, and a second "Not now" is final. The menu's entry is always there.
 */

/** What this device remembers about the offer, under `storageKeys.installOffer`. */
export interface InstallOfferRecord {
  /** Visits to Shawahid in this browser, counted once per browser session (tab). */
  visits: number;
  /** How many times the user turned the offer down. */
  declines: number;
  /** When they last turned it down (epoch ms). */
  declinedAt: number | null;
  /** Installed through the offer, or seen running installed. */
  installed: boolean;
}

/** How this browser can install the app: its own prompt, Safari's Share menu, or not at all. */
export type InstallRoute = 'prompt' | 'ios-instructions' | 'none';

export const reaskAfterDays = 30;
export const maxDeclines = 2;
const dayMs = 24 * 60 * 60 * 1000;

export const freshInstallOfferRecord: InstallOfferRecord = {
  visits: 0,
  declines: 0,
  declinedAt: null,
  installed: false,
};

/** Whether a saved piece of evidence, now, should bring the offer. */
export function shouldOfferInstall(
  record: InstallOfferRecord,
  route: InstallRoute,
  now: number,
): boolean {
  if (route === 'none' || record.installed) return false;
  if (record.visits < 2) return false;
  if (record.declines >= maxDeclines) return false;
  return record.declinedAt === null || now - record.declinedAt >= reaskAfterDays * dayMs;
}

export function withVisit(record: InstallOfferRecord): InstallOfferRecord {
  return { ...record, visits: record.visits + 1 };
}

export function withDecline(record: InstallOfferRecord, now: number): InstallOfferRecord {
  return { ...record, declines: record.declines + 1, declinedAt: now };
}

export function withInstalled(record: InstallOfferRecord): InstallOfferRecord {
  return { ...record, installed: true };
}

const count = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;

/** Reads a stored record; anything unreadable counts as a device that has seen nothing. */
export function parseInstallOfferRecord(stored: string | null): InstallOfferRecord {
  let value: unknown;
  try {
    value = JSON.parse(stored ?? 'null');
  } catch {
    return freshInstallOfferRecord;
  }
  if (typeof value !== 'object' || value === null) return freshInstallOfferRecord;
  const fields = value as Record<string, unknown>;
  return {
    visits: count(fields.visits),
    declines: count(fields.declines),
    declinedAt: typeof fields.declinedAt === 'number' ? fields.declinedAt : null,
    installed: fields.installed === true,
  };
}
