import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { getMockDb } from '@lancer/api/mocks/db/store';
import { fixtureDay } from '@lancer/api/mocks/factories/sequence';
import { fetchProposalMock } from '@lancer/api/mocks/handlers/proposal/fetch-proposal';

import { ProposalSubmitted } from './proposal-submitted';

import { errorStory, loadingStory } from '../../lib/state-stories';

const meta = {
  title: 'Features/Propose/ProposalSubmitted',
  component: ProposalSubmitted,
  args: {
    proposalId: 'proposal-incoming',
  },
  parameters: { layout: 'fullscreen' },
  beforeEach() {
    getMockDb().defaultUserId = 'user-ada';
  },
} satisfies Meta<typeof ProposalSubmitted>;
export default meta;

type Story = StoryObj<typeof meta>;

/** What was sent and the next steps, with a link to the proposal. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Proposal sent' })).toBeVisible();
    await expect(canvas.getByText('$1,200.00')).toBeVisible();
    await expect(canvas.getByText('1. Design and prototype')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the proposal' })).toHaveAttribute(
      'href',
      '/make-proposal/request-open/view',
    );
  },
};

/** After a revision the title names the version. */
export const Revised: Story = {
  beforeEach() {
    const proposal = getMockDb().proposals.find((candidate) => candidate.id === 'proposal-incoming')!;
    proposal.revision = 3;
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Version 3 sent' })).toBeVisible();
  },
};

export const Loading: Story = loadingStory(fetchProposalMock.loading());

export const Error: Story = errorStory(fetchProposalMock.error(404), 'The proposal could not be loaded.');

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '提案已发送' })).toBeVisible();
    await expect(canvas.getByText('接下来')).toBeVisible();
  },
};

/** A long job title and notes wrap. */
export const LongContent: Story = {
  beforeEach() {
    const proposal = getMockDb().proposals.find((candidate) => candidate.id === 'proposal-incoming')!;
    proposal.request_title =
      'Build a complete booking and payments platform for a chain of hair salons across three cities with staff rotas';
    proposal.notes = 'I have built booking systems for salons, clinics and gyms. '.repeat(10);
    proposal.milestones = [
      {
        ...proposal.milestones[0]!,
        title: 'A very long milestone title that explains exactly what will be delivered',
      },
      { ...proposal.milestones[1]!, due_date: fixtureDay(30) },
    ];
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/A very long milestone title/)).toBeVisible();
  },
};
