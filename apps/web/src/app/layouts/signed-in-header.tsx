import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { Role } from '@lancer/api/constants';
import { AppHeaderView } from '@lancer/features/shell/app-header/app-header-view';
import { NotificationBell } from '@lancer/features/notifications/notification-bell/notification-bell';
import { UserBox } from '@lancer/features/shell/user-box/user-box';

import { logout } from '../../lib/api-client';
import { useAuthStore } from '../../lib/auth-store';
import { getChatSocket } from '../../lib/chat-socket';
import { QueryProvider } from '../query-provider';
import { KeepProfile } from './keep-profile';

/**
 * The bell on the app's one /ws/chat connection (decision 1210): connected on every signed-in
 * page, also where no chat bar is docked, so the count stays live. Its texts load on demand: until
 * then a box of its size keeps the header still.
 */
function LiveBell() {
  const socket = getChatSocket();
  useEffect(() => {
    socket.connect();
  }, [socket]);
  return (
    <Suspense fallback={<span aria-hidden className="size-9 shrink-0" />}>
      <NotificationBell socket={socket} />
    </Suspense>
  );
}

/** The signed-in header, wired to the router, with the bell and the user box; keeps the profile in the user store. */
export function SignedInHeader() {
  const location = useLocation();
  const administrator = useAuthStore((state) => (state.role & Role.ADMINISTRATOR) !== 0);
  return (
    <QueryProvider>
      <KeepProfile />
      <AppHeaderView
        pathname={location.pathname}
        administrator={administrator}
        bell={<LiveBell />}
        userBox={<UserBox onLogout={() => logout()} />}
      />
    </QueryProvider>
  );
}
