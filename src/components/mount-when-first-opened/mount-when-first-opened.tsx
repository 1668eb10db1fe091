import { Suspense, useState, type ReactNode } from 'react';

import { LazyPartBoundary } from '../lazy-part-boundary/lazy-part-boundary.tsx';

/**
 * Renders nothing until `opened` first turns true, then keeps its children mounted
 * (so closing still animates). Lets dialogs live in lazily loaded chunks that stay
 * off the first paint.
 */
export function MountWhenFirstOpened({
  opened,
  children,
}: {
  opened: boolean;
  children: ReactNode;
}) {
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened && !wasOpened) setWasOpened(true);
  return wasOpened || opened ? (
    <LazyPartBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </LazyPartBoundary>
  ) : null;
}
