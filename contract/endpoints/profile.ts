import { z } from 'zod';

import { zHistoryRow, zProfile, zProfilePictureParams } from '../profile.ts';
import { defineEndpoint, fileResult } from './define-endpoint.ts';

export const profileTag = 'Profile';

/**
 * The signed-in user's own account, as read: no call takes a user id. Its changes are in
 * ./profile-changes.ts, with the account fields' validators.
 */
export const profileEndpoints = {
  read: defineEndpoint({
    method: 'GET',
    path: '/profile',
    summary: 'The signed-in user, with their school and subscription',
    tag: profileTag,
    result: zProfile,
  }),
  subscriptionHistory: defineEndpoint({
    method: 'GET',
    path: '/profile/subscriptions',
    summary: 'One’s subscription periods, newest first (a principal’s include the school’s)',
    tag: profileTag,
    result: z.array(zHistoryRow),
  }),
  paymentHistory: defineEndpoint({
    method: 'GET',
    path: '/profile/payments',
    summary: 'One’s payments, newest first',
    tag: profileTag,
    result: z.array(zHistoryRow),
  }),
  picture: defineEndpoint({
    method: 'GET',
    path: '/profile-pictures/:name',
    summary: 'A profile picture’s bytes, shown as a plain image source',
    tag: profileTag,
    anonymous: true,
    params: zProfilePictureParams,
    result: fileResult,
  }),
};
