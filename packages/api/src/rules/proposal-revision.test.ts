import { describe, expect, it } from 'vitest';

import { proposalStatuses } from '../states/proposal';
import { canReviseProposal, isStaleRevision } from './proposal-revision';

describe('proposal revisions', () => {
  it('may be revised only while APPLYING', () => {
    expect(proposalStatuses.filter(canReviseProposal)).toEqual(['APPLYING']);
  });

  // proves: PROPOSAL-REVISIONS
  it('calls an accept stale only when it names a version that is not the latest', () => {
    expect(isStaleRevision(2, undefined)).toBe(false);
    expect(isStaleRevision(2, 2)).toBe(false);
    expect(isStaleRevision(2, 1)).toBe(true);
  });
});
