/**
 * What only a person does to move a page: a scroll with none of these before it is the app's.
 * Listen on the window with `capture`, so a handler that stops one does not hide it.
 */
export const userScrollEvents = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;
