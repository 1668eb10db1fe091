import { z } from 'zod';

import { zAccessTokenResult } from '../auth.ts';
import {
  zHistoryRow,
  zPasswordChange,
  zProfile,
  zProfilePictureParams,
  zProfileUpdate,
} from '../profile.ts';
import { defineEndpoint, fileResult, multipartBody } from './define-endpoint.ts';

const tag = 'Profile';

/** The signed-in user's own account: no call takes a user id. */
export const profileEndpoints = {
  read: defineEndpoint({
    method: 'GET',
    path: '/profile',
    summary: 'The signed-in user, with their school and subscription',
    tag,
    result: zProfile,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/profile',
    summary: 'Change one’s name, mobile, school name, date of birth or language',
    tag,
    body: zProfileUpdate,
    result: zProfile,
  }),
  changePassword: defineEndpoint({
    method: 'PATCH',
    path: '/profile/password',
    summary: 'Change one’s password; every other session ends and this device gets a fresh token',
    tag,
    body: zPasswordChange,
    result: zAccessTokenResult,
  }),
  uploadPicture: defineEndpoint({
    method: 'POST',
    path: '/profile/picture',
    summary: 'Replace one’s profile picture',
    tag,
    body: multipartBody('picture'),
    result: zProfile,
  }),
  subscriptionHistory: defineEndpoint({
    method: 'GET',
    path: '/profile/subscriptions',
    summary: 'One’s subscription periods, newest first (a principal’s include the school’s)',
    tag,
    result: z.array(zHistoryRow),
  }),
  paymentHistory: defineEndpoint({
    method: 'GET',
    path: '/profile/payments',
    summary: 'One’s payments, newest first',
    tag,
    result: z.array(zHistoryRow),
  }),
  picture: defineEndpoint({
    method: 'GET',
    path: '/profile-pictures/:name',
    summary: 'A profile picture’s bytes, shown as a plain image source',
    tag,
    anonymous: true,
    params: zProfilePictureParams,
    result: fileResult,
  }),
};
