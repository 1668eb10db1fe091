import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

import { LazyPartBoundary } from '../lazy-part-boundary/lazy-part-boundary.tsx';

/**
 * Renders nothing until `opened` first turns true, then keeps its children mounted
 * (so closing still animates). Lets dialogs live in lazily loaded chunks that stay
 * off the first paint.
 *
 * Given a function, it draws the dialog closed first and opens it once drawn: a Mantine modal
 * remembers what had the focus when it opens, to give it back when it closes, and one that
 * is mounted already open never sees itself open.
 */
export function MountWhenFirstOpened({
  opened,
  children,
}: {
  opened: boolean;
  children: ReactNode | ((opened: boolean) => ReactNode);
}) {
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened && !wasOpened) setWasOpened(true);
  return wasOpened || opened ? (
    <LazyPartBoundary>
      <Suspense fallback={null}>
        {typeof children === 'function' ? (
          <OpenedOnceDrawn opened={opened} render={children} />
        ) : (
          children
        )}
      </Suspense>
    </LazyPartBoundary>
  ) : null;
}

function OpenedOnceDrawn({
  opened,
  render,
}: {
  opened: boolean;
  render: (opened: boolean) => ReactNode;
}) {
  // Set once the lazily loaded part has been committed (its code loaded), not before. Opened
  // synchronously, so the modal's effects (its focus return notes what has the focus) run
  // before its focus trap's timer moves the focus inside.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let current = true;
    queueMicrotask(() => {
      if (current) flushSync(() => setDrawn(true));
    });
    return () => {
      current = false;
    };
  }, []);
  return render(opened && drawn);
}
