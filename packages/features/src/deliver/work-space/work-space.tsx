import { useFetchWorkspaceSummary } from '@lancer/api/activity/fetch-workspace-summary';
import type { WorkspaceItem } from '@lancer/api/schemas/activity';

import { toLoadable } from '../../lib/to-loadable';
import { WorkSpaceView } from './work-space-view';

export type WorkSpaceProps = {
  /** Goes to where the item is done (the web app maps kinds to routes). */
  onOpenItem: (item: WorkspaceItem) => void;
  onOpenChat: () => void;
};

/** Workspace (/work-space): what needs me now, derived by the server from real records. */
export function WorkSpace({ onOpenItem, onOpenChat }: WorkSpaceProps) {
  const summary = useFetchWorkspaceSummary();
  return <WorkSpaceView summary={toLoadable(summary)} onOpenItem={onOpenItem} onOpenChat={onOpenChat} />;
}
