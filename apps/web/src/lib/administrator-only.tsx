import type { ReactNode } from 'react';

import { Role } from '@lancer/api/constants';
import { useFetchSecondFactor } from '@lancer/api/user/fetch-second-factor';
import { ConsoleFactorRequired } from '@lancer/features/components/console-factor-required';
import { NotFoundView } from '@lancer/features/shell/not-found/not-found-view';

import { useAuthStore } from './auth-store';

/**
 * The console's route guard (decision 1501): anyone without the ADMINISTRATOR bit sees the
 * not-found page and none of the console's calls are made. The server refuses them anyway (403).
 */
export function AdministratorOnly({ children }: { children: ReactNode }) {
  const role = useAuthStore((state) => state.role);
  return (role & Role.ADMINISTRATOR) !== 0 ? (
    <WithSecondFactor>{children}</WithSecondFactor>
  ) : (
    <NotFoundView />
  );
}

/**
 * ADMIN-SECOND-FACTOR (decision 1026): an administrator without a second factor is told to set one
 * up instead of the console (whose calls the server refuses then). Nothing shows while it is read.
 */
function WithSecondFactor({ children }: { children: ReactNode }) {
  const factor = useFetchSecondFactor();
  if (factor.isPending) return null;
  return factor.data?.totp_on === false ? <ConsoleFactorRequired /> : children;
}
