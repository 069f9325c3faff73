import { useParams } from 'react-router-dom';

import { ProjectIssue } from '@lancer/features/deliver/project-issue/project-issue';

/** /project-issue/{projectId}: the project's issue page. */
export default function ProjectIssueRoute() {
  const { projectId = '' } = useParams();
  return <ProjectIssue key={projectId} projectId={projectId} />;
}
