import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getMockDb } from '@lancer/api/mocks/db/store';
import { buildProposal } from '@lancer/api/mocks/factories/proposal';
import { fetchInvitationsMock } from '@lancer/api/mocks/handlers/invitation/fetch-invitations';
import { declineInvitationMock } from '@lancer/api/mocks/handlers/invitation/decline-invitation';
import { fetchEarningsMock } from '@lancer/api/mocks/handlers/payment/fetch-earnings';
import { fetchProposalsMock } from '@lancer/api/mocks/handlers/proposal/fetch-proposals';
import { fetchSavedSearchesMock } from '@lancer/api/mocks/handlers/saved-search/fetch-saved-searches';
import { fetchProfileMock } from '@lancer/api/mocks/handlers/user/fetch-profile';
import { updateAcceptingRequestMock } from '@lancer/api/mocks/handlers/user/update-accepting-request';

import { ProviderHub } from './provider-hub';

const meta = {
  title: 'Features/Propose/ProviderHub',
  component: ProviderHub,
  parameters: { layout: 'fullscreen' },
  beforeEach() {
    const db = getMockDb();
    db.defaultUserId = 'user-ada';
    // Wei Chen invites Ada to their translation job.
    db.invitations.push({
      id: 'invitation-ada',
      request_id: 'request-others',
      client_id: 'user-chen',
      provider_id: 'user-ada',
      message: 'You did great work on our last app.',
      status: 'PENDING',
      proposal_id: null,
      created_at: '2026-11-20T09:00:00.000Z',
      updated_at: '2026-11-20T09:00:00.000Z',
    });
  },
} satisfies Meta<typeof ProviderHub>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Ada is ready (a rate, a linked account), accepting, with one proposal in play. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You are ready to be paid.')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Accept new requests' })).toBeChecked();
    const active = canvas.getByRole('region', { name: 'Proposals in play' });
    // The proposals load on their own: wait for the list, not only the profile.
    await expect(
      await within(active).findByRole('link', { name: 'Build a booking page for a hair salon' }),
    ).toBeVisible();
    await expect(within(active).queryByText('Logo and brand colours for a bakery')).toBeNull();
    const invitations = canvas.getByRole('region', { name: 'Invitations received' });
    const invitation = await within(invitations).findByRole('article', {
      name: 'Translate a mobile app into Chinese',
    });
    await expect(within(invitation).getByText('You did great work on our last app.')).toBeVisible();
    await expect(within(invitation).getByText('Pending')).toBeVisible();
    // Grace's direct offer waiting for Ada's answer (decision 2202): counted on the way to them.
    await expect(
      await canvas.findByRole('link', { name: 'Offers 1 waiting for your answer' }),
    ).toHaveAttribute('href', '/offers?scope=received');
  },
};

/** More proposals in play than a page: 20 show, "Load more" brings the rest (LIST-LOAD-MORE). */
// proves: LIST-LOAD-MORE
export const MoreThanAPage: Story = {
  // The page grows three screens tall, and a picture that tall paints only its first screen.
  parameters: { visual: { disable: true } },
  beforeEach({ msw }) {
    const proposals = Array.from({ length: 21 }, (_, index) =>
      buildProposal({
        id: `proposal-${index + 1}`,
        request_title: `Job number ${index + 1}`,
        status: 'APPLYING',
      }),
    );
    msw.use(fetchProposalsMock.pages(proposals));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const active = within(canvas.getByRole('region', { name: 'Proposals in play' }));
    await waitFor(() => expect(active.getAllByRole('link', { name: /^Job number/ })).toHaveLength(20));
    await expect(active.getByText('Showing 20 of 21')).toBeVisible();
    await userEvent.click(active.getByRole('button', { name: 'Load more' }));
    await expect(await active.findByRole('link', { name: 'Job number 21' })).toBeVisible();
    await expect(active.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

/** An invitation received: "Make a proposal" opens the form for that job; Decline asks, then records it. */
// proves: INVITATION-STATES
export const AnswerInvitation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invitations = canvas.getByRole('region', { name: 'Invitations received' });
    const invitation = await within(invitations).findByRole('article', {
      name: 'Translate a mobile app into Chinese',
    });
    await expect(
      within(invitation).getByRole('link', {
        name: 'Make a proposal on Translate a mobile app into Chinese',
      }),
    ).toHaveAttribute('href', '/make-proposal/request-others/new');
    await userEvent.click(
      within(invitation).getByRole('button', {
        name: 'Decline the invitation to Translate a mobile app into Chinese',
      }),
    );
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await expect(
      within(dialog).getByText('Wei Chen sees that you declined. You cannot undo it.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline the invitation' }));
    await waitFor(() => expect(within(invitation).getByText('Declined')).toBeVisible());
    await expect(within(invitation).queryByRole('button', { name: /Decline/ })).toBeNull();
  },
};

/** The decline fails: the message shows and the invitation stays PENDING with its actions. */
export const DeclineFails: Story = {
  beforeEach({ msw }) {
    msw.use(declineInvitationMock.error(500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invitation = await canvas.findByRole('article', { name: 'Translate a mobile app into Chinese' });
    await userEvent.click(within(invitation).getByRole('button', { name: /^Decline the invitation to/ }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline the invitation' }));
    await expect(await canvas.findByText('The invitation could not be declined. Try again.')).toBeVisible();
    await expect(within(invitation).getByText('Pending')).toBeVisible();
  },
};

/** Turning accepting off goes through the spec's rule and reloads the profile. */
export const SwitchAccepting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: 'Accept new requests' });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    await expect(canvas.getByText('You are not taking new requests.')).toBeVisible();
  },
};

/** Lin-like: no rate, no linked account. What is missing, and the switch disabled. */
export const NotReady: Story = {
  beforeEach() {
    getMockDb().defaultUserId = 'user-grace';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You cannot be paid yet.')).toBeVisible();
    await expect(canvas.getByText('Set an hourly rate above 0, or')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Accept new requests' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Go to Work settings' })).toHaveAttribute('href', '/work');
  },
};

/** The server refuses the switch: the message shows and the switch keeps its value. */
export const Validation: Story = {
  beforeEach({ msw }) {
    msw.use(updateAcceptingRequestMock.error(409, 'CONFLICT', 'Not ready to receive money'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: 'Accept new requests' });
    await userEvent.click(toggle);
    await expect(await canvas.findByText('The switch could not be changed. Try again.')).toBeVisible();
    await expect(toggle).toBeChecked();
    // The clicked switch's focus ring comes and goes between runs: the picture is taken without it.
    toggle.blur();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProposalsMock.empty(), fetchInvitationsMock.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nothing in play')).toBeVisible();
    await expect(await canvas.findByText('No invitations yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/jobs');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.loading(),
      fetchProposalsMock.loading(),
      fetchEarningsMock.loading(),
      fetchInvitationsMock.loading(),
      fetchSavedSearchesMock.loading(),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('status', { name: 'Loading…' })).toHaveLength(5);
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchProposalsMock.error(500),
      fetchEarningsMock.error(500),
      fetchInvitationsMock.error(500),
      fetchSavedSearchesMock.error(500),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The lists fail on their own schedule: wait until all say so.
    await waitFor(() => expect(canvas.getAllByText('This could not be loaded.')).toHaveLength(3));
    await expect(await canvas.findByText('Your saved searches could not be loaded')).toBeVisible();
    await expect(canvas.getByText('You are ready to be paid.')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('你已可以收款。')).toBeVisible();
    await expect(canvas.getByText('进行中的提案')).toBeVisible();
    await expect(await canvas.findByText(/来自 Wei Chen，2026年11月20日/)).toBeVisible();
  },
};

/** Many proposals in play with long titles. */
export const LongContent: Story = {
  beforeEach() {
    const db = getMockDb();
    const ada = db.proposals[0]!.provider;
    for (let index = 0; index < 8; index += 1)
      db.proposals.push(
        buildProposal({
          provider: ada,
          status: index % 2 ? 'ACCEPTING' : 'APPLYING',
          revision: index + 1,
          request_title: `Job ${index + 1}: rebuild the customer portal of a regional insurance company with claims and chat`,
        }),
      );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const active = await canvas.findByRole('region', { name: 'Proposals in play' });
    await waitFor(() => expect(within(active).getAllByRole('listitem')).toHaveLength(9));
  },
};
