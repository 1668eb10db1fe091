import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * True while the page is being printed (the print button, Ctrl+P, the share sheet's print),
 * so a print-only view is rendered just then and costs a long list nothing on screen.
 * `print()` renders it first, then opens the browser's dialog; when `whenReady` answers a
 * promise (what is printed is still being read), it waits for it first, at most a few seconds.
 */
/** How long the print button waits for what it prints before printing what it has. */
const maxWaitMs = 3000;

export function usePrinting(whenReady?: () => Promise<void> | null): {
  printing: boolean;
  print: () => void;
} {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    // The page is laid out for print right after `beforeprint`: render before returning.
    const start = () => flushSync(() => setPrinting(true));
    const end = () => setPrinting(false);
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', end);
    return () => {
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', end);
    };
  }, []);
  const print = useCallback(() => {
    const printNow = () => {
      flushSync(() => setPrinting(true));
      window.print();
    };
    const ready = whenReady?.();
    // Opened in the press's own task where nothing is pending, as browsers expect a dialog.
    if (!ready) return printNow();
    void Promise.race([ready, new Promise((resolve) => setTimeout(resolve, maxWaitMs))]).then(
      printNow,
    );
  }, [whenReady]);
  return { printing, print };
}
