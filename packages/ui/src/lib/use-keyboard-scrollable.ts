import { useEffect, useRef, useState } from 'react';

/**
 * A region that scrolls sideways is a tab stop while it does (WCAG 2.1.1; axe's
 * scrollable-region-focusable), so a keyboard can scroll it; one that fits stays out of the tab
 * order. Returns the ref for the region and its tabIndex.
 */
export function useKeyboardScrollable<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const region = ref.current;
    if (!region || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(region.scrollWidth > region.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(region);
    if (region.firstElementChild) observer.observe(region.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, tabIndex: scrolls ? 0 : undefined };
}
