import { useEffect, useState, type RefObject } from 'react';

/** True once the element has come near the viewport (and stays true); true at once without IntersectionObserver. */
export function useInView(ref: RefObject<Element | null>, rootMargin = '200px') {
  const [seen, setSeen] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
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
