import { describe, expect, it } from 'vitest';

import { workspaceSubLabel } from './workspace-sub-label';

describe('workspaceSubLabel (SHELL-WORKSPACES-SUBLABEL)', () => {
  // proves: SHELL-WORKSPACES-SUBLABEL
  it('maps a known sub-page at segment index 2 to its section', () => {
    expect(workspaceSubLabel('/products/metrics')).toEqual({ kind: 'section', section: 'metrics' });
    expect(workspaceSubLabel('/projects/issues/p-1')).toEqual({ kind: 'section', section: 'issues' });
  });

  // proves: SHELL-WORKSPACES-SUBLABEL
  it('capitalises an unknown segment', () => {
    expect(workspaceSubLabel('/products/roadmap-2027')).toEqual({ kind: 'text', text: 'Roadmap-2027' });
  });

  it('has no sub-label when the path has no segment at index 2', () => {
    expect(workspaceSubLabel('/projects')).toBeNull();
    expect(workspaceSubLabel('/')).toBeNull();
  });
});
