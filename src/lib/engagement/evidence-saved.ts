type Listener = () => void;

const listeners = new Set<Listener>();

/** Said by the achievement form when a new piece of evidence is saved on this device. */
export function announceEvidenceSaved(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` after each new piece of evidence is saved; returns the unsubscribe. */
export function onEvidenceSaved(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
