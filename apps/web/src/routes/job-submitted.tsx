import { useParams } from 'react-router-dom';

import { JobSubmitted } from '@lancer/features/hire/job-submitted/job-submitted';

import { paths } from '../config/paths';

export default function JobSubmittedRoute() {
  const requestId = useParams().requestId ?? '';
  return (
    <JobSubmitted
      key={requestId}
      requestId={requestId}
      jobLink={new URL(paths.makeProposal.getHref(requestId), window.location.origin).href}
    />
  );
}
