import { useNavigate } from 'react-router-dom';

import type { WorkspaceItem } from '@lancer/api/schemas/activity';
import { WorkSpace } from '@lancer/features/deliver/work-space/work-space';

import { paths } from '../config/paths';

/** Where each kind of workspace item is done. */
function hrefOf(item: WorkspaceItem) {
  switch (item.kind) {
    case 'answer-proposal':
      return paths.posts.getHref();
    case 'confirm-proposal':
      return paths.quotes.getHref();
    case 'resolve-issue':
    case 'confirm-issue':
      return item.project_id ? paths.projectIssue.getHref(item.project_id) : paths.projects.getHref();
    default:
      return paths.projects.getHref(item.project_id ?? undefined);
  }
}

/** /work-space: what needs me now. */
export default function WorkSpaceRoute() {
  const navigate = useNavigate();
  return (
    <WorkSpace
      onOpenItem={(item) => void navigate(hrefOf(item))}
      // The chat bar lives on the projects screen.
      onOpenChat={() => void navigate(paths.projects.getHref())}
    />
  );
}
