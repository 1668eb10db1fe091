import { useCallback, useEffect, useState } from 'react';

import type { Page } from '../../../contract/organizations.ts';

export interface RemotePage<Item> {
  /** The last page loaded; kept while the next one loads, so the table does not jump. */
  page: Page<Item> | null;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

interface Answer<Item> {
  /** Which request this answers, so a newer request reads as loading. */
  load: () => Promise<Page<Item>>;
  version: number;
  page: Page<Item> | null;
  failed: boolean;
}

/** Loads a page of a server list whenever `load` changes (memoise it on its query). */
export function useRemotePage<Item>(load: () => Promise<Page<Item>>): RemotePage<Item> {
  const [version, setVersion] = useState(0);
  const [answer, setAnswer] = useState<Answer<Item> | null>(null);

  useEffect(() => {
    let current = true;
    load().then(
      (page) => current && setAnswer({ load, version, page, failed: false }),
      () =>
        current &&
        setAnswer((previous) => ({ load, version, page: previous?.page ?? null, failed: true })),
    );
    return () => {
      current = false;
    };
  }, [load, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return {
    page: answer?.page ?? null,
    loading: answer?.load !== load || answer.version !== version,
    failed: answer?.failed ?? false,
    reload,
  };
}
