import { useFetchWorkspaceSummary } from '@lancer/api/activity/fetch-workspace-summary';

import { toLoadable } from '../../lib/to-loadable';
import { WorkSpaceView } from './work-space-view';

/** Workspace (/work-space): what needs me now, derived by the server from real records; each item links to where it is done. */
export function WorkSpace() {
  const summary = useFetchWorkspaceSummary();
  return <WorkSpaceView summary={toLoadable(summary)} />;
}
