import { lazy, Suspense } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';

import { Projects } from '@lancer/features/deliver/projects/projects';

import { paths } from '../config/paths';

// The drawer (with its rich text editor) loads when it opens, so Projects stays light.
const ProjectIssueDrawer = lazy(async () => ({
  default: (await import('@lancer/features/deliver/project-issue/project-issue-drawer')).ProjectIssueDrawer,
}));

/** Back from the payment provider's checkout page: ?checkout=done|cancelled&project=<id>. */
function checkoutReturnOf(search: URLSearchParams) {
  const status = search.get('checkout');
  if (status !== 'done' && status !== 'cancelled') return undefined;
  return { status, projectId: search.get('project') } as const;
}

/**
 * /projects (?project=<id> shows that project first), and /projects/issues/{projectId} with that
 * project's issues in a drawer.
 */
export default function ProjectsRoute() {
  const [search] = useSearchParams();
  const { projectId } = useParams();
  const navigate = useNavigate();
  return (
    <Projects
      key={search.get('project') ?? ''}
      checkoutReturn={checkoutReturnOf(search)}
      initialProjectId={search.get('project') ?? undefined}
      issuesProjectId={projectId}
      onOpenCheckout={(url) => window.location.assign(url)}
      issuesDrawer={
        projectId ? (
          <Suspense fallback={null}>
            <ProjectIssueDrawer
              projectId={projectId}
              onClose={() => void navigate(paths.projects.getHref())}
            />
          </Suspense>
        ) : undefined
      }
    />
  );
}
