import { MoneyCollectingMethodType } from '@lancer/api/constants';
import { demoChatFiles } from '@lancer/api/schemas/chat-demo-files';

import { uploadChatFile } from '../chat/chat-file-service';
import { answerDispute, escalateDispute, openDispute } from '../dispute/dispute-service';
import { createIssue } from '../issue/issue-service';
import { deliverMilestone, fundMilestone, startMilestone } from '../milestone/milestone-service';
import { confirmPayment } from '../payment/payment-service';
import { fetchProject } from '../project/project-service';
import { acceptProposal, confirmProposal, createProposal } from '../proposal/proposal-service';
import { createRequest } from '../request/request-service';
import type { Services } from '../services';
import type { DemoPeople } from './seed';

/** The demo project whose delivered milestone Grace disputed (test/demo/seed.test.ts leaves it out of counts). */
export const disputedProjectTitle = 'Mobile menu for the bakery site';

/**
 * Demo dispute (decision 1500): Grace disputes Ada's delivered, funded milestone, Ada answers and
 * takes it to an administrator, so the console's queue has a case and Projects a disputed milestone.
 */
export async function seedDisputes(services: Services, people: DemoPeople) {
  const { client, ada } = people;
  const request = await createRequest(services, client, {
    title: disputedProjectTitle,
    description_html: '<p>The menu must open and close on phones, with the cake list inside.</p>',
    category: 'web',
    skills: ['css', 'javascript'],
    budget_type: 'fixed',
    budget_min_cents: 30_000,
    budget_max_cents: 40_000,
    currency: 'USD',
    expected_duration: 'less_than_1_week',
    attachments: [],
    visibility: 'public',
  });
  const proposal = await createProposal(services, ada, {
    request_id: request.id,
    price_cents: 36_000,
    currency: 'USD',
    duration_days: 5,
    notes: 'I can start tomorrow.',
    payment_plan: 'per_milestone',
    milestones: [
      {
        title: 'Responsive menu',
        description: '',
        amount_cents: 36_000,
        due_date: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10),
      },
    ],
  });
  await acceptProposal(services, client, proposal.id);
  const { project } = await confirmProposal(services, ada, proposal.id);
  const [milestone] = (await fetchProject(services, client, project.id)).milestones;
  const funded = await fundMilestone(services, client, {
    milestone_id: milestone!.id,
    method: MoneyCollectingMethodType.MARKED_AS_PAID,
    idempotency_key: 'seed-dispute-fund',
  });
  await confirmPayment(services, ada, funded.payment.id);
  await startMilestone(services, ada, milestone!.id);
  await deliverMilestone(services, ada, milestone!.id, 'The menu slides in from the left on phones.');
  // Evidence (decision 1540): Grace's screenshot through the upload path and an issue she filed.
  const [screenshot] = demoChatFiles;
  const file = await uploadChatFile(services, client, {
    bytes: new Uint8Array(Buffer.from(screenshot.base64, 'base64')),
    filename: 'menu-over-order-button.png',
    fields: {},
  });
  const issue = await createIssue(services, client, {
    project_id: project.id,
    title: 'The open menu covers the order button on iPhone',
    description: 'Open the menu on an iPhone: the order button is under it and the menu will not close.',
    assignee_id: null,
    milestone_id: milestone!.id,
  });
  const dispute = await openDispute(services, client, {
    milestone_id: milestone!.id,
    reason: 'quality',
    statement:
      'On an iPhone the menu covers the order button and cannot be closed. Half of our orders come from phones.',
    evidence: { file_ids: [file.id], issue_ids: [issue.id] },
  });
  await answerDispute(services, ada, {
    dispute_id: dispute.id,
    answer:
      'It closes with the X in the corner, as in the approved design. I offered to add a swipe to close at no charge.',
  });
  await escalateDispute(services, ada, dispute.id);
}
