import { useEffect } from 'react';

/**
 * Opens (or closes) a command palette on Ctrl+K / Cmd+K anywhere on the page. On its own module,
 * so a page can listen without loading the palette (and cmdk) before it is first opened.
 */
export function useCommandPaletteHotkey(open: boolean, onOpenChange: (open: boolean) => void, on = true) {
  useEffect(() => {
    if (!on) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        onOpenChange(!open);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [on, open, onOpenChange]);
}
