import { useLocation } from 'react-router-dom';

import { AppHeaderView } from '@lancer/features/shell/app-header/app-header-view';
import { UserBox } from '@lancer/features/shell/user-box/user-box';

import { logout } from '../../lib/api-client';
import { QueryProvider } from '../query-provider';
import { KeepProfile } from './keep-profile';

/** The signed-in header, wired to the router, with the user box; keeps the profile in the user store. */
export function SignedInHeader() {
  const location = useLocation();
  return (
    <QueryProvider>
      <KeepProfile />
      <AppHeaderView pathname={location.pathname} userBox={<UserBox onLogout={() => logout()} />} />
    </QueryProvider>
  );
}
