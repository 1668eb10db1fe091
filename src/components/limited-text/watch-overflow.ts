const checks = new WeakMap<Element, () => void>();
let observer: ResizeObserver | undefined;

/**
 * Calls `onChange` with whether `element`'s content is taller than its box, now (once laid
 * out) and whenever the box changes size. One observer serves every element: a list draws
 * many clamped descriptions at once (docs/achievements-at-scale.md).
 */
export function watchOverflow(
  element: HTMLElement,
  onChange: (overflowing: boolean) => void,
): () => void {
  observer ??= new ResizeObserver((entries) => {
    for (const entry of entries) checks.get(entry.target)?.();
  });
  checks.set(element, () => onChange(element.scrollHeight > element.clientHeight + 1));
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    checks.delete(element);
  };
}
