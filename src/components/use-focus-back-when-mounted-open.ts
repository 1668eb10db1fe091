import { useEffect, useRef, useState } from 'react';

/**
 * Gives the focus back to what had it when a dialog was mounted already open (a form drawn for
 * the row whose Edit was pressed), once the dialog closes or goes. Mantine notes what has the
 * focus only when `opened` changes, so such a dialog left it on the page's body: a keyboard or
 * screen-reader user started again from the top of the page.
 */
export function useFocusBackWhenMountedOpen(opened: boolean): void {
  const [opener] = useState(() => (opened ? document.activeElement : null));
  // Once only: Mantine itself notes the focus of every later opening.
  const owed = useRef(opener !== null);
  useEffect(() => {
    const giveBackOnce = () => {
      if (!owed.current) return;
      owed.current = false;
      giveFocusBack(opener);
    };
    if (!opened) giveBackOnce();
    return () => {
      if (opened) giveBackOnce();
    };
  }, [opened, opener]);
}

function giveFocusBack(opener: Element | null): void {
  // After the dialog's own focus handling, and only if the focus fell to the body with it.
  window.setTimeout(() => {
    const focused = document.activeElement;
    if (focused !== null && focused !== document.body) return;
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
  });
}
