import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import { IconBellRinging } from '@tabler/icons-react';
import { useLiveQuery } from '../../lib/live-data/use-live-query.ts';
import { useEffect, useRef } from 'react';

import type { AccessTokenClaims } from '../../../contract/access-token.ts';
import {
  pushOfferAnswered,
  rememberPushOfferAnswer,
} from '../../features/notifications/push/push-offer-memory.ts';
import { readPushAvailability } from '../../features/notifications/push/use-push-availability.ts';
import type { SyncedRecord } from '../../lib/db/synced-record.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';
import { iosNeedsInstallForPush } from '../pwa/ios-needs-install-for-push.ts';
import { offerNotice } from '../pwa/offer-notice.ts';

import { DevicePushSetting } from './device-push-setting.tsx';

const offerId = 'push-offer';

async function offerPush(userId: string): Promise<void> {
  const availability = await readPushAvailability(userId, iosNeedsInstallForPush());
  if (availability !== 'off' && availability !== 'needsInstall') return;
  let answered = false;
  const answer = (given: 'on' | 'not-now') => {
    answered = true;
    rememberPushOfferAnswer(userId, given);
    notifications.hide(offerId);
  };
  notifications.show({
    ...offerNotice(offerId),
    icon: <IconBellRinging size={20} aria-hidden />,
    title: i18n._(msg`Saved. Want to know when it is reviewed?`),
    message: (
      <DevicePushSetting
        userId={userId}
        onAnswered={() => answer('on')}
        onNotNow={() => answer('not-now')}
        bare
      />
    ),
    onClose: () => {
      if (!answered) rememberPushOfferAnswer(userId, 'not-now');
    },
  });
}

/**
 * Offers notifications right after the user saves evidence on this device (a new change
 * waiting to be sent), the moment their use explains itself; never on load, and once: any
 * answer is kept.
 */
export default function PushOfferAfterEvidence({ user }: { user: AccessTokenClaims }) {
  const db = useUserDb();
  const waiting = useLiveQuery(
    () =>
      db.table<SyncedRecord, string>('achievements').where('syncState').equals('pending').count(),
    [db],
  );
  const before = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (waiting === undefined) return;
    const previous = before.current;
    before.current = waiting;
    if (previous === undefined || waiting <= previous || pushOfferAnswered(user.sub)) return;
    void offerPush(user.sub);
  }, [waiting, user.sub]);
  return null;
}
