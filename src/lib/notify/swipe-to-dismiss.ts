import { notifications, type NotificationData } from '@mantine/notifications';
import type { CSSProperties, PointerEvent } from 'react';

import { toastRules } from '../../../contract/constants.ts';

/**
 * The pointer handlers that let a toast be swiped away: it follows the finger sideways and
 * is dismissed when let go past 60% of its width, else it slides back. Vertical scrolling
 * stays with the page.
 */
export function swipeToDismiss(id: string, style: CSSProperties = {}): Partial<NotificationData> {
  let startX: number | null = null;
  const reset = (event: PointerEvent<HTMLDivElement>) => {
    startX = null;
    event.currentTarget.style.transform = '';
    event.currentTarget.style.opacity = '';
  };
  return {
    id,
    style: { ...style, touchAction: 'pan-y' },
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      if (event.button !== 0) return;
      startX = event.clientX;
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      if (startX === null) return;
      const moved = event.clientX - startX;
      const share = Math.min(1, Math.abs(moved) / event.currentTarget.offsetWidth);
      event.currentTarget.style.transform = `translateX(${moved}px)`;
      event.currentTarget.style.opacity = String(1 - share * 0.6);
    },
    onPointerUp(event: PointerEvent<HTMLDivElement>) {
      if (startX === null) return;
      const moved = Math.abs(event.clientX - startX);
      if (moved >= toastRules.dismissAtDragShare * event.currentTarget.offsetWidth) {
        startX = null;
        notifications.hide(id);
      } else {
        reset(event);
      }
    },
    onPointerCancel: reset,
  };
}
