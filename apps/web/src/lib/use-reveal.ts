import { useEffect, useRef } from 'react';

/**
 * Focuses the element and, when its top is off screen, scrolls it to the top of the view: on a
 * phone a message or report above the button just pressed is otherwise never seen. A sticky
 * header is allowed for through the element's scroll-margin-top (`scroll-mt-*`).
 */
function reveal(element: HTMLElement | null) {
  if (!element) return;
  element.focus({ preventScroll: true });
  const { top } = element.getBoundingClientRect();
  const covered = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  if (top < covered || top >= window.innerHeight) element.scrollIntoView({ block: 'start' });
}

/** A ref whose element is revealed each time `trigger` changes to a truthy value. */
export function useReveal<T extends HTMLElement>(trigger: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (trigger) reveal(ref.current);
  }, [trigger]);
  return ref;
}
