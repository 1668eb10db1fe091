import { evidenceStorageQuotas } from '../../../../contract/uploads.ts';
import { perUserRateLimit } from '../../plugins/rate-limit/per-user-rate-limit.ts';

/** The route rate limit of starting uploads, counted per user. */
export const uploadsPerUser = perUserRateLimit(
  'uploads',
  evidenceStorageQuotas.uploadsPerHour,
  '1 hour',
);
