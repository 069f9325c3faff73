import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useCommandPaletteHotkey } from '@lancer/ui/hooks/use-command-palette-hotkey';

import { logout } from '../../lib/api-client';

// The palette loads on the first Ctrl+K / Cmd+K: no page pays for it before.
const AppCommandPalette = lazy(async () => ({
  default: (await import('@lancer/features/shell/command-palette/app-command-palette')).AppCommandPalette,
}));

/** Ctrl+K / Cmd+K on every signed-in page opens the command palette (issue 37). */
export function CommandPaletteOnHotkey() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const navigate = useNavigate();
  useCommandPaletteHotkey(open, (next) => {
    setWanted(true);
    setOpen(next);
  });
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppCommandPalette
        open={open}
        onOpenChange={setOpen}
        onGo={(href) => void navigate(href)}
        onLogout={() => void logout()}
      />
    </Suspense>
  );
}
