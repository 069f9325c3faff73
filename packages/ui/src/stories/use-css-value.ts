import { useEffect, useState } from 'react';

/**
 * Reads computed style values of an element live: again whenever the theme class or lang on <html>
 * changes, so token pages always show what the CSS says, never a copied value.
 */
export function useComputed<T>(read: () => T, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    const update = () => setValue(read());
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['class', 'lang', 'style'],
    });
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}

export const cssVar = (name: string, element: Element = document.documentElement) =>
  getComputedStyle(element).getPropertyValue(name).trim();
