import type { ReactNode } from 'react';

import { Role } from '@lancer/api/constants';
import { NotFoundView } from '@lancer/features/shell/not-found/not-found-view';

import { useAuthStore } from './auth-store';

/**
 * The console's route guard (decision 1501): anyone without the ADMINISTRATOR bit sees the
 * not-found page and none of the console's calls are made. The server refuses them anyway (403).
 */
export function AdministratorOnly({ children }: { children: ReactNode }) {
  const role = useAuthStore((state) => state.role);
  return (role & Role.ADMINISTRATOR) !== 0 ? children : <NotFoundView />;
}
