import { useLocation, useNavigate } from 'react-router-dom';

import { Jobs } from '@lancer/features/propose/jobs/jobs';

import { paths } from '../config/paths';
import { useAuthStore } from '../lib/auth-store';

/** /jobs: the search lives in the address, so a link reproduces it and Back returns to the last one. */
export default function JobsRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const identity = useAuthStore((state) => state.identity);
  return (
    <Jobs
      search={location.search}
      onSearchChange={(search) => void navigate({ pathname: paths.jobs.path, search })}
      currentUserId={identity}
    />
  );
}
