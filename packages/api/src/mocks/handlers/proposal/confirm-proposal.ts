import { confirmProposal } from '../../../contract/proposal';
import { checkProposalAction, startProject } from '../../db/proposal-actions';
import { projectView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const confirmProposalMock = createOperationMock(confirmProposal, ({ db, meId, body }) => {
  const proposal = checkProposalAction(db, meId, body.proposal_id, 'confirm');
  const project = startProject(db, proposal);
  return { proposal, project: projectView(db, project) };
});
