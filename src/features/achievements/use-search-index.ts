import { useCallback, useEffect } from 'react';

import { useUserDb } from '../../lib/session/use-user-db.ts';

import { currentSearchIndex, releaseSearchIndex } from './search-index.ts';

/**
 * The search index (search-index.ts) for as long as the screen is open: the callback says a
 * search is near (the field has the focus), so the index is built when the page is next idle
 * and even the first keystroke uses it; it is let go when the screen closes.
 */
export function useSearchIndex(): () => void {
  const db = useUserDb();
  useEffect(() => releaseSearchIndex, []);
  return useCallback(() => void currentSearchIndex(db), [db]);
}
