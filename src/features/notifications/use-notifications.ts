import { useLiveQuery } from '../../lib/live-data/use-live-query.ts';
import { useEffect } from 'react';

import { useUserDb } from '../../lib/session/use-user-db.ts';

import { showAppBadge } from './app-badge.ts';
import { readNotifications, type NotificationsView } from './read-notifications.ts';

/** The centre's list and unread count, live from the device (undefined while it first reads). */
export function useNotifications(): NotificationsView | undefined {
  const db = useUserDb();
  return useLiveQuery(() => readNotifications(db), [db]);
}

/** Keeps the home-screen badge at the unread count while the app is open. */
export function useAppBadge(unreadCount: number | undefined): void {
  useEffect(() => {
    if (unreadCount !== undefined) void showAppBadge(unreadCount);
  }, [unreadCount]);
}
