import { notifyKey } from '../../lib/notify/notify.ts';

/** What a plan or goal form says once it has saved. */
export const announcePlanSaved = () => notifyKey('developmentPlans.success.saved');
