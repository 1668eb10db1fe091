import { useEffect, useState } from 'react';

import { readStoragePersisted } from '../../lib/browser-support/read-storage-persisted.ts';

/** Whether this device's storage is protected from clearing; undefined while asked, null unknown. */
export function useStoragePersisted(): boolean | null | undefined {
  const [persisted, setPersisted] = useState<boolean | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void readStoragePersisted().then((answer) => {
      if (current) setPersisted(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  return persisted;
}
