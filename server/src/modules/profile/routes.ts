import { profileChangeEndpoints as changes } from '../../../../contract/endpoints/profile-changes.ts';
import { profileEndpoints as profile } from '../../../../contract/endpoints/profile.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { declaredRoute } from '../../http/declared-route.ts';
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
  const signedIn = { config: { auth: true } } as const;

  declaredRoute(app, profile.read, signedIn, async (request) =>
    success(await loadProfile(app, request.user.id)),
  );

  declaredRoute(app, changes.update, signedIn, async (request) =>
    success(await updateProfile(app, request.user.id, request.body)),
  );

  declaredRoute(app, changes.changePassword, signedIn, async (request) =>
    success(await changePassword(app, request.user, request.body, request.ip)),
  );

  declaredRoute(app, changes.uploadPicture, signedIn, async (request) =>
    success(await replaceProfilePicture(app, request.user.id, request)),
  );

  declaredRoute(app, profile.subscriptionHistory, signedIn, async (request) =>
    success(await subscriptionHistory(app, request.user)),
  );

  declaredRoute(app, profile.paymentHistory, signedIn, async (request) =>
    success(await paymentHistory(app, request.user)),
  );

  declaredRoute(app, profile.picture, {}, async (request, reply) => {
    const { name } = request.params;
    const file = isStoredPictureName(name) ? await app.files.open(storageKeyOf(name)) : undefined;
    if (!file) throw new ApiError(404, 'common.error.notFound');
    // A new picture gets a new name, so a name's content never changes.
    return reply
      .type('image/webp')
      .header('content-length', file.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file.stream);
  });
};
