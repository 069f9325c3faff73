import { useLocation } from 'react-router-dom';

import { AppLink } from '@lancer/features/navigation/app-link';

/** Placeholder until the shell's AppHeader lands (Workspaces menu, links, user box). */
export function SignedInHeader() {
  const location = useLocation();
  return (
    <header className="border-b bg-background" data-path={location.pathname}>
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-6 px-6">
        <AppLink to="/home" className="text-lg font-semibold tracking-tight">
          Lancer
        </AppLink>
      </div>
    </header>
  );
}
