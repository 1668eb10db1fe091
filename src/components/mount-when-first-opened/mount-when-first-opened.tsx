import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

import { LazyPartBoundary } from '../lazy-part-boundary/lazy-part-boundary.tsx';

/**
 * Renders nothing until `opened` first turns true, then keeps its children mounted
 * (so closing still animates). Lets dialogs live in lazily loaded chunks that stay
 * off the first paint.
 *
 * `children` draws the dialog with the `opened` it is given, never its own: that is false in
 * the first drawing and true once drawn. A Mantine modal remembers what had the focus when it
 * opens, to give it back when it closes, and one mounted already open never sees itself open
 * (the menu's button lost the focus so on the first close).
 */
export function MountWhenFirstOpened({
  opened,
  children,
}: {
  opened: boolean;
  children: (opened: boolean) => ReactNode;
}) {
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened && !wasOpened) setWasOpened(true);
  return wasOpened || opened ? (
    <LazyPartBoundary>
      <Suspense fallback={null}>
        <OpenedOnceDrawn opened={opened} render={children} />
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
