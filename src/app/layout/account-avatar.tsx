import { Avatar } from '@mantine/core';

import type { AccessTokenClaims } from '../../../contract/access-token.ts';
import { useProfile } from '../../lib/session/profile-store.ts';

const defaultAvatar = '/icons/default-avatar.svg';

/** The signed-in user's picture: the profile's holds one uploaded since the token was issued. */
export function AccountAvatar({ user }: { user: AccessTokenClaims }) {
  const profile = useProfile();
  return (
    <Avatar
      src={profile?.profilePictureUrl ?? user.profilePictureUrl ?? defaultAvatar}
      alt=""
      radius="xl"
    />
  );
}
