import { useParams } from 'react-router-dom';

import { JobSubmitted } from '@lancer/features/hire/job-submitted/job-submitted';

import { paths } from '../config/paths';

export default function JobSubmittedRoute() {
  const requestId = useParams().requestId ?? '';
  return (
    <JobSubmitted
      key={requestId}
      requestId={requestId}
      workersHref={paths.workers.getHref()}
      postsHref={paths.posts.getHref()}
      jobLink={new URL(paths.makeProposal.getHref(requestId), window.location.origin).href}
    />
  );
}
