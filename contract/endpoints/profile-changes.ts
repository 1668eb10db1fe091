import { zAccessTokenResult } from '../access-token.ts';
import { zProfile } from '../profile.ts';
import { zPasswordChange, zProfileUpdate } from '../profile-changes.ts';
import { defineEndpoint, multipartBody } from './define-endpoint.ts';
import { profileTag } from './profile.ts';

/** The signed-in user's changes to their own account: no call takes a user id. */
export const profileChangeEndpoints = {
  update: defineEndpoint({
    method: 'PATCH',
    path: '/profile',
    summary: 'Change one’s name, mobile, school name, date of birth or language',
    tag: profileTag,
    body: zProfileUpdate,
    result: zProfile,
  }),
  changePassword: defineEndpoint({
    method: 'PATCH',
    path: '/profile/password',
    summary: 'Change one’s password; every other session ends and this device gets a fresh token',
    tag: profileTag,
    body: zPasswordChange,
    result: zAccessTokenResult,
  }),
  uploadPicture: defineEndpoint({
    method: 'POST',
    path: '/profile/picture',
    summary: 'Replace one’s profile picture',
    tag: profileTag,
    body: multipartBody('picture'),
    result: zProfile,
  }),
};
