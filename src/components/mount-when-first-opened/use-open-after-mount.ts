import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * The opened state of a Mantine menu whose code loaded when the user first reached for its
 * button, and which replaced that button already meant to be open (`openAtOnce`). It opens
 * once mounted, after the keyboard's focus is moved to its own button: Mantine remembers what
 * had the focus only when a menu opens after mounting, to give it back on closing, and the
 * button pressed is gone. Mounted open, Escape would leave the focus nowhere. Opened
 * synchronously, as `MountWhenFirstOpened` opens a dialog, so the menu notes the focus before
 * its focus trap moves it inside.
 */
export function useOpenAfterMount<T extends HTMLElement>(openAtOnce: boolean) {
  const [opened, setOpened] = useState(false);
  const targetRef = useRef<T>(null);
  useEffect(() => {
    if (!openAtOnce) return;
    let current = true;
    queueMicrotask(() => {
      if (!current) return;
      targetRef.current?.focus({ preventScroll: true });
      flushSync(() => setOpened(true));
    });
    return () => {
      current = false;
    };
  }, [openAtOnce]);
  return { opened, setOpened, targetRef };
}
