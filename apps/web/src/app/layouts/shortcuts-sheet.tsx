import { lazy, Suspense, useCallback, useState } from 'react';

import { useShortcutsHotkey } from '@lancer/ui/hooks/use-shortcuts-hotkey';

// The sheet loads on the first "?": no page pays for it before.
const ShortcutsSheet = lazy(async () => ({
  default: (await import('@lancer/features/shell/shortcuts/shortcuts-sheet')).ShortcutsSheet,
}));

const onApple = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** "?" on every signed-in page (outside a text field) shows the keyboard shortcuts (issue 37). */
export function ShortcutsOnHotkey() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  useShortcutsHotkey(
    useCallback(() => {
      setWanted(true);
      setOpen(true);
    }, []),
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutsSheet open={open} onOpenChange={setOpen} modifier={onApple() ? '⌘' : 'Ctrl'} />
    </Suspense>
  );
}
