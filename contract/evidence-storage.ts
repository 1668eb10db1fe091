import { z } from 'zod';

/** `GET /api/files/usage`: how much of their evidence storage the signed-in user has used. */
export const evidenceStoragePath = '/files/usage';

export const zEvidenceStorageUsage = z.object({
  usedBytes: z.number().int().nonnegative(),
  /** Null for the super admin, who has no quota. */
  quotaBytes: z.number().int().nonnegative().nullable(),
});
export type EvidenceStorageUsage = z.infer<typeof zEvidenceStorageUsage>;
