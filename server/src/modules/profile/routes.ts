import { z } from 'zod';

import { zPasswordChange, zProfileUpdate } from '../../../../contract/profile.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { success } from '../../http/envelope.ts';
import { paymentHistory, subscriptionHistory } from './history-service.ts';
import {
  isStoredPictureName,
  replaceProfilePicture,
  storageKeyOf,
} from './profile-picture-service.ts';
import { changePassword, loadProfile, updateProfile } from './profile-service.ts';

/**
 * The signed-in user's own account. No route takes a user id: each reads and changes only
 * `request.user`'s row.
 */
export const profileRoutes: ApiModule = async (app) => {
  const signedIn = { auth: true } as const;

  app.get('/profile', { config: signedIn }, async (request) =>
    success(await loadProfile(app, request.user.id)),
  );

  app.patch('/profile', { config: signedIn, schema: { body: zProfileUpdate } }, async (request) =>
    success(await updateProfile(app, request.user.id, request.body)),
  );

  app.patch(
    '/profile/password',
    { config: signedIn, schema: { body: zPasswordChange } },
    async (request) => success(await changePassword(app, request.user, request.body, request.ip)),
  );

  app.post('/profile/picture', { config: signedIn }, async (request) =>
    success(await replaceProfilePicture(app, request.user.id, request)),
  );

  app.get('/profile/subscriptions', { config: signedIn }, async (request) =>
    success(await subscriptionHistory(app, request.user)),
  );

  app.get('/profile/payments', { config: signedIn }, async (request) =>
    success(await paymentHistory(app, request.user)),
  );

  app.get(
    '/profile-pictures/:name',
    { schema: { params: z.object({ name: z.string() }) } },
    async (request, reply) => {
      const { name } = request.params;
      const file = isStoredPictureName(name) ? await app.files.open(storageKeyOf(name)) : undefined;
      if (!file) throw new ApiError(404, 'common.error.notFound');
      // A new picture gets a new name, so a name's content never changes.
      return reply
        .type('image/webp')
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file.stream);
    },
  );
};
