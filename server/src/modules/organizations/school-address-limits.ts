import type { Database } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { countAttempt } from '../../plugins/rate-limit/attempt-limits.ts';
import { releaseHit } from '../../plugins/rate-limit/hit-counter.ts';

const minuteMs = 60 * 1000;

/**
 * What a school's principals may do with email addresses, counted per school so that adding
 * co-principals adds no budget. Addresses are unique across the platform, so "this address is
 * taken" tells that an account exists; those answers get a small budget, and every write that
 * names an address (new users, changed addresses, invitations) a larger one, enough to bring a
 * whole school in within a working session. The super admin, who sees every account anyway,
 * is not counted.
 */
export const schoolAddressLimits = {
  addressWrites: { max: 60, windowMs: 10 * minuteMs },
  takenAddresses: { max: 10, windowMs: 60 * minuteMs },
} as const;

const addressWritesKey = (organizationId: string) => `school-address-writes:${organizationId}`;
const takenAddressesKey = (organizationId: string) => `school-taken-addresses:${organizationId}`;

function rateLimited(msLeft: number): ApiError {
  return new ApiError(429, 'common.error.rateLimited', {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(msLeft / 1000))) },
  });
}

/** Counts a write naming an address (an invitation); refuses it once the school is over. */
export async function countAddressWrite(db: Database, organizationId: string): Promise<void> {
  const msLeft = await countAttempt(db, [
    { key: addressWritesKey(organizationId), limit: schoolAddressLimits.addressWrites },
  ]);
  if (msLeft > 0) throw rateLimited(msLeft);
}

/**
 * Runs `isTaken` for a write naming an address, counting the write and, before the lookup, a
 * taken answer, which is given back when the address turns out free. Counting first means
 * lookups sent at once cannot all run before any of them is counted.
 */
export async function lookUpAddressCounted(
  db: Database,
  organizationId: string,
  isTaken: () => Promise<boolean>,
): Promise<boolean> {
  const msLeft = await countAttempt(db, [
    { key: addressWritesKey(organizationId), limit: schoolAddressLimits.addressWrites },
    { key: takenAddressesKey(organizationId), limit: schoolAddressLimits.takenAddresses },
  ]);
  if (msLeft > 0) throw rateLimited(msLeft);
  const taken = await isTaken();
  if (!taken) await releaseHit(db, takenAddressesKey(organizationId));
  return taken;
}
