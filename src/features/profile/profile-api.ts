import { z } from 'zod';

import { zAccessTokenResult } from '../../../contract/auth.ts';
import { evidenceStoragePath, zEvidenceStorageUsage } from '../../../contract/evidence-storage.ts';
import {
  zHistoryRow,
  zProfile,
  type PasswordChange,
  type ProfileUpdate,
} from '../../../contract/profile.ts';
import { apiCall } from '../../lib/api/api-client.ts';

export const updateProfile = (input: ProfileUpdate) =>
  apiCall('patch', '/profile', zProfile, { json: input });

/** Every other session of the user ends; the answer is this device's fresh token. */
export const changePassword = (input: PasswordChange) =>
  apiCall('patch', '/profile/password', zAccessTokenResult, { json: input });

/** Ends every session of the user but this one, which gets a fresh token. */
export const signOutOtherDevices = () =>
  apiCall('post', '/auth/logout-other-devices', zAccessTokenResult);

export function uploadProfilePicture(file: File) {
  const body = new FormData();
  body.append('picture', file);
  return apiCall('post', '/profile/picture', zProfile, { body });
}

export const fetchSubscriptionHistory = () =>
  apiCall('get', '/profile/subscriptions', z.array(zHistoryRow));

export const fetchPaymentHistory = () => apiCall('get', '/profile/payments', z.array(zHistoryRow));

export const fetchEvidenceStorageUsage = (signal?: AbortSignal) =>
  apiCall('get', evidenceStoragePath, zEvidenceStorageUsage, { signal });
