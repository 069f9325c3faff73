import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come near the viewport (and stays true); true right after the first
 * render without IntersectionObserver. The first render is always false, so the prerendered page
 * (no IntersectionObserver at build time) and the browser's first render agree: starting true on
 * the server put a suspended chart in the HTML that the browser's placeholder did not match, and
 * React threw away the page's DOM to render it again (hydration error #418 on every /demo visit).
 */
export function useInView(ref: RefObject<Element | null>, rootMargin = '200px') {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, seen]);
  return seen;
}
