import { Link } from 'react-router-dom';

import type { AppLinkProps } from '@lancer/features/navigation/app-link';

export function RouterLink({ to, ...props }: AppLinkProps) {
  return <Link to={to} {...props} />;
}
