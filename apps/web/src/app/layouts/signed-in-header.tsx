import { useLocation, useNavigate } from 'react-router-dom';

import { AppHeaderView } from '@lancer/features/shell/app-header/app-header-view';

/** The signed-in header, wired to the router; the user box joins it when its screen lands. */
export function SignedInHeader() {
  const location = useLocation();
  const navigate = useNavigate();
  return <AppHeaderView pathname={location.pathname} onNavigate={(to) => navigate(to)} />;
}
