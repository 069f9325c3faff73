import { useLocation, useNavigate } from 'react-router-dom';

import { Jobs } from '@lancer/features/propose/jobs/jobs';

import { paths } from '../config/paths';

/** /jobs: the search lives in the address, so a link reproduces it and Back returns to the last one. */
export default function JobsRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Jobs
      search={location.search}
      onSearchChange={(search) => void navigate({ pathname: paths.jobs.path, search })}
    />
  );
}
