import { SUB_PAGE_SEGMENT_INDEX } from '@lancer/api/constants';

/** Sub-pages whose section name the Workspaces label shows (translated under `shell.sections`). */
const knownSubPages = [
  'collaborators',
  'development',
  'issues',
  'metrics',
  'ops',
  'product',
  'plan',
] as const;
type KnownSubPage = (typeof knownSubPages)[number];

export type WorkspaceSubLabel =
  { kind: 'section'; section: KnownSubPage } | { kind: 'text'; text: string } | null;

/**
 * SHELL-WORKSPACES-SUBLABEL: the Workspaces label shows a sub-label from the path segment at index 2; known
 * sub-pages map to the section name, otherwise the capitalised segment.
 */
export function workspaceSubLabel(pathname: string): WorkspaceSubLabel {
  const segment = pathname.split('/')[SUB_PAGE_SEGMENT_INDEX];
  if (!segment) return null;
  const decoded = decodeURIComponent(segment);
  if ((knownSubPages as readonly string[]).includes(decoded))
    return { kind: 'section', section: decoded as KnownSubPage };
  return { kind: 'text', text: decoded.charAt(0).toUpperCase() + decoded.slice(1) };
}
