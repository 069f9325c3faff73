import { useEffect } from 'react';

/** Typing a "?" into a field is text, not a shortcut. */
const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Calls `onOpen` when "?" is pressed outside a text field (the sheet of keyboard shortcuts, as
 * GitHub and Gmail do). On its own module, so a page listens without loading the sheet.
 */
export function useShortcutsHotkey(onOpen: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey || isEditable(event.target))
        return;
      event.preventDefault();
      onOpen();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onOpen]);
}
