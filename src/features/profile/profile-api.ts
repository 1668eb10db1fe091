import { z } from 'zod';

import { zEmptyResult } from '../../../contract/auth.ts';
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

export const changePassword = (input: PasswordChange) =>
  apiCall('patch', '/profile/password', zEmptyResult, { json: input });

export function uploadProfilePicture(file: File) {
  const body = new FormData();
  body.append('picture', file);
  return apiCall('post', '/profile/picture', zProfile, { body });
}

export const fetchSubscriptionHistory = () =>
  apiCall('get', '/profile/subscriptions', z.array(zHistoryRow));

export const fetchPaymentHistory = () => apiCall('get', '/profile/payments', z.array(zHistoryRow));

export const fetchEvidenceStorageUsage = () =>
  apiCall('get', evidenceStoragePath, zEvidenceStorageUsage);
