import { useLiveQuery } from '../../lib/live-data/use-live-query.ts';

import { readAttentionItems } from '../../entities/attention/read-attention-items.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { useUserDb } from '../../lib/session/use-user-db.ts';

import { AttentionCard } from './attention-card.tsx';

/** The attention card, live from the device: it changes as the pull brings a return. */
export default function LiveAttentionCard() {
  const db = useUserDb();
  const userId = useSession()?.user.sub ?? '';
  const items = useLiveQuery(() => readAttentionItems(db, userId), [db, userId]);
  return items ? <AttentionCard items={items} /> : null;
}
