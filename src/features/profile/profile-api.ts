import { profileChangeEndpoints } from '../../../contract/endpoints/profile-changes.ts';
import { profileEndpoints } from '../../../contract/endpoints/profile.ts';
import { authEndpoints } from '../../../contract/endpoints/auth.ts';
import { evidenceFilesEndpoints } from '../../../contract/endpoints/evidence-files.ts';
import { notificationEndpoints } from '../../../contract/endpoints/notifications.ts';
import type { NotificationChannel, NotificationKind } from '../../../contract/notifications.ts';
import type { PasswordChange, ProfileUpdate } from '../../../contract/profile-changes.ts';
import { callEndpoint } from '../../lib/api/api-client.ts';

export const updateProfile = (input: ProfileUpdate) =>
  callEndpoint(profileChangeEndpoints.update, { body: input });

/** Every other session of the user ends; the answer is this device's fresh token. */
export const changePassword = (input: PasswordChange) =>
  callEndpoint(profileChangeEndpoints.changePassword, { body: input });

/** Ends every session of the user but this one, which gets a fresh token. */
export const signOutOtherDevices = () => callEndpoint(authEndpoints.logoutOtherDevices);

export function uploadProfilePicture(file: File) {
  const body = new FormData();
  body.append('picture', file);
  return callEndpoint(profileChangeEndpoints.uploadPicture, { body });
}

export const fetchSubscriptionHistory = (signal?: AbortSignal) =>
  callEndpoint(profileEndpoints.subscriptionHistory, {}, { signal });

export const fetchPaymentHistory = (signal?: AbortSignal) =>
  callEndpoint(profileEndpoints.paymentHistory, {}, { signal });

export const fetchEvidenceStorageUsage = (signal?: AbortSignal) =>
  callEndpoint(evidenceFilesEndpoints.storageUsage, {}, { signal });

export const fetchNotificationPreferences = (signal?: AbortSignal) =>
  callEndpoint(notificationEndpoints.readPreferences, {}, { signal });

/** Changes one kind's channel; the answer is every kind's. */
export const updateNotificationChannel = (kind: NotificationKind, channel: NotificationChannel) =>
  callEndpoint(notificationEndpoints.updatePreferences, {
    body: { channels: { [kind]: channel } },
  });
