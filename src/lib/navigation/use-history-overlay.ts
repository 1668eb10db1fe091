import { useCallback, useId, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Which overlay, if any, the history entry with this location state was pushed for. */
export function overlayOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('overlay' in state)) return null;
  return typeof state.overlay === 'string' ? state.overlay : null;
}

export interface HistoryOverlay {
  opened: boolean;
  open: () => void;
  close: () => void;
}

/**
 * A full-screen overlay (a photo viewer) with a history entry of its own over the same
 * address: the browser's or the phone's Back closes it instead of leaving the page, and
 * closing it from inside goes back to the entry it covered, so the history holds no trace.
 */
export function useHistoryOverlay(): HistoryOverlay {
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const opened = overlayOf(location.state) === id;
  // A second Escape before the Back lands must not go back one page further.
  const closingEntry = useRef<string | null>(null);

  const { pathname, search, hash, state, key } = location;
  const open = useCallback(() => {
    const kept = typeof state === 'object' && state !== null ? state : {};
    void navigate({ pathname, search, hash }, { state: { ...kept, overlay: id } });
  }, [navigate, pathname, search, hash, state, id]);

  const close = useCallback(() => {
    if (!opened || closingEntry.current === key) return;
    closingEntry.current = key;
    void navigate(-1);
  }, [navigate, opened, key]);

  return { opened, open, close };
}
