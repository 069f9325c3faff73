import { useParams, useSearchParams } from 'react-router-dom';

import { ProjectDisputes } from '@lancer/features/dispute/project-disputes/project-disputes';

/**
 * /project-disputes/{projectId}[?milestone=|?week=]: a project's disputes, for its client and
 * provider (decisions 1500, 1550).
 */
export default function ProjectDisputesRoute() {
  const { projectId = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <ProjectDisputes
      key={projectId}
      projectId={projectId}
      milestoneId={search.get('milestone') ?? undefined}
      week={search.get('week') ?? undefined}
    />
  );
}
