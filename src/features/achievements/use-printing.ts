import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * True while the page is being printed (the print button, Ctrl+P, the share sheet's print),
 * so a print-only view is rendered just then and costs a long list nothing on screen.
 * `print()` renders it first, then opens the browser's dialog.
 */
export function usePrinting(): { printing: boolean; print: () => void } {
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
    flushSync(() => setPrinting(true));
    window.print();
  }, []);
  return { printing, print };
}
