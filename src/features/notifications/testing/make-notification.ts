import type { Notification } from '../../../../contract/notifications.ts';

/** A notification as the server sends it; ids sort by time like the server's UUID v7. */
export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: '0190a1b2-0000-7000-8000-000000000001',
    kind: 'evidenceReturned',
    subject: 'achievement',
    subjectId: '0190a1b2-0000-7000-8000-0000000000aa',
    details: { recordTitle: 'Reading lesson', comment: 'Add the photo', actorName: 'Huda' },
    createdAt: '2030-09-01T09:00:00.000Z',
    readAt: null,
    version: 1,
    ...overrides,
  };
}

/** The nth notification, later ones newer. */
export function notificationId(n: number): string {
  return `0190a1b2-0000-7000-8000-${n.toString().padStart(12, '0')}`;
}
