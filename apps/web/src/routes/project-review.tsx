import { useParams } from 'react-router-dom';

import { ProjectReview } from '@lancer/features/review/project-review/project-review';

/** /project-review/{projectId}: both sides' reviews of a finished project (ROUTE-PROJECT-REVIEW). */
export default function ProjectReviewRoute() {
  const { projectId = '' } = useParams();
  return <ProjectReview key={projectId} projectId={projectId} />;
}
