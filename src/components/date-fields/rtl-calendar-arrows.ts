const swapped = { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' } as const;
const ownEvents = new WeakSet<Event>();
let installed = false;

function isSideArrow(key: string): key is keyof typeof swapped {
  return key === 'ArrowLeft' || key === 'ArrowRight';
}

/**
 * Mantine's calendar moves "left" to the previous day whatever the direction, so in Arabic,
 * where the week reads from the right, ArrowLeft went to the day on the right. Before the
 * calendar sees a side arrow on one of its days in a right-to-left page, this hands it the
 * other arrow instead, so the focus follows the key's visual direction.
 */
export function installRtlCalendarArrows(): void {
  if (installed) return;
  installed = true;
  document.addEventListener(
    'keydown',
    (event) => {
      if (ownEvents.has(event) || !isSideArrow(event.key)) return;
      const target = event.target;
      if (!(target instanceof HTMLElement)) return;
      if (!target.closest('[data-dates-dropdown]') || !target.closest('table')) return;
      if (target.closest('[dir]')?.getAttribute('dir') !== 'rtl') return;
      event.stopPropagation();
      event.preventDefault();
      const mirrored = new KeyboardEvent('keydown', {
        key: swapped[event.key],
        code: swapped[event.key],
        bubbles: true,
        cancelable: true,
      });
      ownEvents.add(mirrored);
      target.dispatchEvent(mirrored);
    },
    { capture: true },
  );
}
