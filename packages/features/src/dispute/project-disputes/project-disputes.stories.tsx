import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import type { StoredDispute } from '@lancer/api/mocks/db/mock-db';
import { seedMockEvidence } from '@lancer/api/mocks/db/dispute-evidence';
import { makeBakeryProjectHourly } from '@lancer/api/mocks/db/seed/hourly';
import { getMockDb } from '@lancer/api/mocks/db/store';
import { buildDispute } from '@lancer/api/mocks/factories/dispute';
import { fixtureTime } from '@lancer/api/mocks/factories/sequence';
import { summaryOf } from '@lancer/api/mocks/factories/user';
import { demoChatFiles } from '@lancer/api/schemas/chat-demo-files';
import type { UserSummary } from '@lancer/api/schemas/common';
import { answerDisputeMock } from '@lancer/api/mocks/handlers/dispute/answer-dispute';
import { fetchProjectDisputesMock } from '@lancer/api/mocks/handlers/dispute/fetch-project-disputes';

import { errorStory, loadingStory } from '../../lib/state-stories';
import { ProjectDisputes } from './project-disputes';

/**
 * Grace's bakery logo project with Ada: the "Final logo" milestone ($200.00) is funded and
 * delivered. Each story signs in one side and puts the milestone's dispute in the state it is about.
 */
type Person = (id: string) => UserSummary;

function deliveredLogo(
  signedIn: 'user-grace' | 'user-ada' = 'user-grace',
  dispute?: Partial<StoredDispute> | ((person: Person) => Partial<StoredDispute>),
) {
  return () => {
    const db = getMockDb();
    db.defaultUserId = signedIn;
    const milestone = db.milestones.find((item) => item.id === 'milestone-2')!;
    milestone.delivered_at = fixtureTime(180);
    milestone.delivery_note = 'Vector logo and colour sheet attached.';
    if (!dispute) return;
    const person: Person = (id) => summaryOf(db.users.find((user) => user.account.basic.user_id === id)!);
    db.disputes.unshift(
      buildDispute(
        { client: person('user-grace'), provider: person('user-ada') },
        typeof dispute === 'function' ? dispute(person) : dispute,
      ),
    );
  };
}

/** Grace's evidence with her statement: the demo's screenshot and checklist, issue #1, her first message. */
function withGracesEvidence(signedIn: 'user-grace' | 'user-ada', dispute: Partial<StoredDispute> = {}) {
  return () => {
    deliveredLogo(signedIn, dispute)();
    const db = getMockDb();
    const stored = db.disputes[0]!;
    stored.statement_evidence = seedMockEvidence(db, {
      ownerId: 'user-grace',
      disputeId: stored.id,
      projectId: stored.project_id,
      files: true,
      issueIds: ['issue-1'],
      messageIds: ['message-1'],
    });
  };
}

const answered = {
  status: 'ANSWERED',
  answer: 'The files are in the shared folder; the croissant was approved in the sketches.',
  answered_at: fixtureTime(300),
} as const;

const meta = {
  title: 'Features/Dispute/ProjectDisputes',
  component: ProjectDisputes,
  // Ten hours after the seed's clock: a dispute opened now still waits for its answer (3 days).
  args: { projectId: 'project-ongoing', now: new Date(fixtureTime(600)) },
  parameters: { layout: 'fullscreen' },
  beforeEach: deliveredLogo(),
} satisfies Meta<typeof ProjectDisputes>;
export default meta;

type Story = StoryObj<typeof meta>;

const disputeOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('article', { name: 'Final logo' }));

/** The client opens a dispute on the delivered milestone: it waits for Ada's answer, the money held. */
export const Default: Story = {
  args: { milestoneId: 'milestone-2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Disputes: Logo and brand colours for a bakery' }),
    ).toBeVisible();
    const form = within(canvas.getByRole('form', { name: 'Open a dispute' }));
    await expect(form.getByRole('radio', { name: 'Final logo ($200.00)' })).toBeChecked();
    await userEvent.click(form.getByRole('radio', { name: 'Not delivered' }));
    // Nothing written: the statement's field says so and nothing is sent.
    await userEvent.click(form.getByRole('button', { name: 'Open the dispute' }));
    const statement = form.getByRole('textbox', { name: /What went wrong/ });
    await expect(statement).toHaveAccessibleDescription(/Say what went wrong and what you ask for\./);
    await expect(getMockDb().disputes).toHaveLength(0);
    await userEvent.type(statement, 'The vector files are missing.');
    await userEvent.click(form.getByRole('button', { name: 'Open the dispute' }));
    const dispute = await disputeOf(canvasElement);
    await expect(dispute.getByText('Waiting for an answer')).toBeVisible();
    await expect(dispute.getByText('The vector files are missing.')).toBeVisible();
    await expect(dispute.getByText(/If there is no answer by/)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Open a dispute' })).toBeNull();
  },
};

/**
 * The bakery project made hourly ($85 an hour): Ada logged 5 h in the week of November 23, which
 * ended; on Tuesday, December 1 it is in Grace's review (the mocks' hourly clock).
 */
function hourlyWeekInReview() {
  const db = getMockDb();
  makeBakeryProjectHourly(db, { week: '2026-11-23', minutes: 300 });
  db.hourlyClock = '2026-12-01T09:00:00.000Z';
}

/**
 * Grace disputes the week in her review from the hours page's link (?week=, decision 1550): the
 * week's dispute shows its hours at the rate, and the week is held.
 */
// proves: DISPUTE-HOURLY-WEEK
export const OpensOnAWeek: Story = {
  args: { week: '2026-11-23' },
  beforeEach: hourlyWeekInReview,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Open a dispute' }));
    await expect(form.getByRole('group', { name: 'Milestone or week' })).toBeVisible();
    await expect(form.getByRole('radio', { name: 'Hours, week of November 23, 2026' })).toBeChecked();
    await expect(form.getByText(/The week is held/)).toBeVisible();
    await userEvent.click(form.getByRole('radio', { name: 'Scope' }));
    await userEvent.type(form.getByRole('textbox', { name: /What went wrong/ }), 'Two hours were a demo.');
    await userEvent.click(form.getByRole('button', { name: 'Open the dispute' }));
    const dispute = within(await canvas.findByRole('article', { name: 'Hours, week of 2026-11-23' }));
    await expect(dispute.getByText('Week of November 23, 2026: 5 h at $85.00 an hour')).toBeVisible();
    await expect(dispute.getByText('$425.00')).toBeVisible();
    await expect(dispute.getByText('Waiting for an answer')).toBeVisible();
    await expect(getMockDb().hourlyWeeks).toMatchObject([{ week_start: '2026-11-23', status: 'held' }]);
  },
};

/**
 * Grace opens a dispute with evidence: a file through the upload path, issue #1 ticked and a link
 * to Ada's message pasted; the dispute shows them with the statement.
 */
export const OpensWithEvidence: Story = {
  args: { milestoneId: 'milestone-2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Open a dispute' }));
    await userEvent.type(form.getByRole('textbox', { name: /What went wrong/ }), 'The croissant is a moon.');
    const [{ name, base64 }] = demoChatFiles;
    const picker = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(
      picker,
      new File([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], name, { type: 'image/png' }),
    );
    await userEvent.click(form.getByRole('checkbox', { name: '#1 The croissant looks like a moon' }));
    const link = form.getByRole('textbox', { name: /Link to a message/ });
    await userEvent.type(link, 'https://lancer.test/messages/conversation-ada');
    await userEvent.click(form.getByRole('button', { name: 'Add the message' }));
    await expect(form.getByText(/Paste a link to a message/)).toBeVisible();
    await userEvent.clear(link);
    await userEvent.type(link, 'https://lancer.test/messages/conversation-ada?message=message-2');
    await userEvent.click(form.getByRole('button', { name: 'Add the message' }));
    await expect(form.getByRole('list', { name: 'Messages' })).toHaveTextContent('message=message-2');
    await waitFor(() => expect(form.getByRole('button', { name: 'Open the dispute' })).toBeEnabled());
    await userEvent.click(form.getByRole('button', { name: 'Open the dispute' }));
    const dispute = await disputeOf(canvasElement);
    const evidence = within(await dispute.findByRole('region', { name: 'Evidence with the statement' }));
    await expect(evidence.getByRole('link', { name: '#1 The croissant looks like a moon' })).toBeVisible();
    await expect(evidence.getByText('Thanks! Final logo by Friday.')).toBeVisible();
    const thumbnail = await evidence.findByRole('button', { name: `Open image ${name}` });
    await waitFor(() => expect(thumbnail.querySelector('img')).toHaveProperty('complete', true));
  },
};

/** Ada reads Grace's evidence: her files, the issue and the message, each a link where Ada may open it. */
export const ReadsTheEvidence: Story = {
  beforeEach: withGracesEvidence('user-ada'),
  play: async ({ canvasElement }) => {
    const dispute = await disputeOf(canvasElement);
    const evidence = within(dispute.getByRole('region', { name: 'Evidence with the statement' }));
    await expect(evidence.getByRole('link', { name: '#1 The croissant looks like a moon' })).toHaveAttribute(
      'href',
      '/project-issue/project-ongoing',
    );
    await expect(evidence.getByRole('link', { name: 'Open in Messages' })).toHaveAttribute(
      'href',
      '/messages/conversation-ada?message=message-1',
    );
    await expect(evidence.getByText('Hi Ada, the sketches look great.')).toBeVisible();
    await expect(evidence.getByRole('link', { name: /launch-checklist\.pdf/ })).toBeVisible();
    const thumbnail = await evidence.findByRole('button', { name: 'Open image checkout-error.png' });
    await waitFor(() => expect(thumbnail.querySelector('img')).toHaveProperty('complete', true));
  },
};

/** Ada answers the client's dispute. */
export const ProviderAnswers: Story = {
  beforeEach: deliveredLogo('user-ada', {}),
  play: async ({ canvasElement }) => {
    const dispute = await disputeOf(canvasElement);
    await expect(dispute.getByText(/No answer yet: the provider may answer until/)).toBeVisible();
    await userEvent.click(dispute.getByRole('button', { name: 'Send the answer' }));
    const answer = dispute.getByRole('textbox', { name: /Your answer/ });
    await expect(answer).toHaveAccessibleDescription('Write your side of the story.');
    await userEvent.type(answer, 'The files are in the shared folder.');
    await userEvent.click(dispute.getByRole('button', { name: 'Send the answer' }));
    await expect(await dispute.findByText('Answered')).toBeVisible();
    await expect(dispute.getByText('The files are in the shared folder.')).toBeVisible();
    await expect(dispute.getByRole('button', { name: 'Take it to an administrator' })).toBeVisible();
  },
};

/** The server refuses Ada's answer: its message sits on the field, her words stay, nothing is answered. */
export const AnswerRefused: Story = {
  beforeEach({ msw }) {
    deliveredLogo('user-ada', {})();
    msw.use(answerDisputeMock.validationError({ answer: 'Say more than that' }));
  },
  play: async ({ canvasElement }) => {
    const dispute = await disputeOf(canvasElement);
    const answer = dispute.getByRole('textbox', { name: /Your answer/ });
    await userEvent.type(answer, 'No.');
    await userEvent.click(dispute.getByRole('button', { name: 'Send the answer' }));
    await expect(await within(canvasElement).findByText(/That did not work/)).toBeVisible();
    await expect(answer).toHaveAccessibleDescription('Say more than that');
    await expect(answer).toHaveValue('No.');
    await expect(getMockDb().disputes[0]!.status).toBe('OPEN');
  },
};

/** Ada proposes a 60/40 split of the $200.00: it waits for Grace. */
export const ProposesASplit: Story = {
  beforeEach: deliveredLogo('user-ada', answered),
  play: async ({ canvasElement }) => {
    const dispute = await disputeOf(canvasElement);
    await userEvent.click(dispute.getByRole('button', { name: 'Propose a settlement' }));
    const percent = dispute.getByRole('spinbutton', { name: /provider's share/ });
    await userEvent.clear(percent);
    await userEvent.click(dispute.getByRole('button', { name: 'Send the proposal' }));
    await expect(
      dispute.getByText("Give the provider's share as a whole percentage from 1 to 99."),
    ).toBeVisible();
    await userEvent.type(percent, '60');
    await expect(dispute.getByText('$120.00 to the provider, $80.00 back to the client')).toBeVisible();
    await userEvent.click(dispute.getByRole('button', { name: 'Send the proposal' }));
    await expect(
      await dispute.findByText(
        'You proposed: $120.00 to the provider, $80.00 to the client. Waiting for the other side.',
      ),
    ).toBeVisible();
  },
};

/** Grace accepts Ada's split: settled, the money moved once. */
export const AcceptsASettlement: Story = {
  beforeEach: deliveredLogo('user-grace', {
    ...answered,
    proposal: {
      version: 1,
      outcome: 'split',
      provider_cents: 12_000,
      client_cents: 8_000,
      proposed_by: 'provider',
      proposed_at: fixtureTime(320),
    },
  }),
  play: async ({ canvasElement }) => {
    const dispute = await disputeOf(canvasElement);
    await expect(
      dispute.getByText('the provider proposes: $120.00 to the provider, $80.00 to the client'),
    ).toBeVisible();
    await userEvent.click(dispute.getByRole('button', { name: 'Accept the settlement' }));
    await expect(await dispute.findByText('Settled')).toBeVisible();
    await expect(
      dispute.getByText('Settled by agreement: $120.00 to the provider, $80.00 to the client.'),
    ).toBeVisible();
    await expect(dispute.queryByRole('button')).toBeNull();
  },
};

/** Ada replaced her split with "release everything" after Grace read it: Grace's acceptance is refused and she sees the new one. */
// proves: SETTLEMENT-NAMES-PROPOSAL
export const AcceptsAReplacedProposal: Story = {
  beforeEach: deliveredLogo('user-grace', {
    ...answered,
    proposal: {
      version: 1,
      outcome: 'split',
      provider_cents: 10_000,
      client_cents: 10_000,
      proposed_by: 'provider',
      proposed_at: fixtureTime(320),
    },
  }),
  play: async ({ canvasElement }) => {
    const dispute = await disputeOf(canvasElement);
    await expect(
      dispute.getByText('the provider proposes: $100.00 to the provider, $100.00 to the client'),
    ).toBeVisible();
    getMockDb().disputes[0]!.proposal = {
      version: 2,
      outcome: 'release',
      provider_cents: 20_000,
      client_cents: 0,
      proposed_by: 'provider',
      proposed_at: fixtureTime(330),
    };
    await userEvent.click(dispute.getByRole('button', { name: 'Accept the settlement' }));
    await expect(await within(canvasElement).findByText(/The proposal was replaced/)).toBeVisible();
    await expect(
      await dispute.findByText('the provider proposes: $200.00 to the provider, $0.00 to the client'),
    ).toBeVisible();
    await expect(getMockDb().disputes[0]!.resolution).toBeNull();
  },
};

/** Grace takes the answered dispute to an administrator. */
export const Escalates: Story = {
  beforeEach: deliveredLogo('user-grace', answered),
  play: async ({ canvasElement }) => {
    const dispute = await disputeOf(canvasElement);
    await userEvent.click(dispute.getByRole('button', { name: 'Take it to an administrator' }));
    await expect(await dispute.findByText('With an administrator')).toBeVisible();
    await expect(dispute.getByText('An administrator will read both sides and decide.')).toBeVisible();
  },
};

/** An administrator decided a 60/40 split with a reason; the client's share went back through the gateway. */
export const Decided: Story = {
  beforeEach: deliveredLogo('user-grace', (person) => ({
    ...answered,
    status: 'DECIDED',
    escalated_at: fixtureTime(400),
    resolution: {
      outcome: 'split',
      provider_cents: 12_000,
      client_cents: 8_000,
      reason: 'The logo was delivered; the vector files came late.',
      decided_by: person('user-alan'),
      refund_id: 'sandbox_refund_dispute-1',
      resolved_at: fixtureTime(500),
    },
  })),
  play: async ({ canvasElement }) => {
    const dispute = await disputeOf(canvasElement);
    await expect(dispute.getByText('Decided')).toBeVisible();
    await expect(
      dispute.getByText('Decided by Alan Admin: $120.00 to the provider, $80.00 to the client.'),
    ).toBeVisible();
    await expect(
      dispute.getByText(`Reason: The logo was delivered; the vector files came late.`),
    ).toBeVisible();
    await expect(dispute.queryByRole('button')).toBeNull();
  },
};

/** Nothing delivered and nothing disputed: nothing to open. */
export const Empty: Story = {
  beforeEach: () => {
    getMockDb().milestones.find((item) => item.id === 'milestone-2')!.delivered_at = null;
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No disputes')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(fetchProjectDisputesMock.loading());

export const Error: Story = errorStory(
  fetchProjectDisputesMock.error(500),
  "The project's disputes could not be loaded.",
);

export const Chinese: Story = {
  globals: { locale: 'zh' },
  beforeEach: withGracesEvidence('user-grace', answered),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '争议：Logo and brand colours for a bakery' }),
    ).toBeVisible();
    const dispute = within(canvas.getByRole('article', { name: 'Final logo' }));
    await expect(dispute.getByText('已回应')).toBeVisible();
    await expect(dispute.getByRole('button', { name: '提交管理员处理' })).toBeVisible();
    await expect(dispute.getByRole('region', { name: '陈述附带的证据' })).toHaveTextContent('未解决');
    const thumbnail = await dispute.findByRole('button', { name: '查看图片 checkout-error.png' });
    await waitFor(() => expect(thumbnail.querySelector('img')).toHaveProperty('complete', true));
  },
};
