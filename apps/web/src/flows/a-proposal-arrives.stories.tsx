import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';

import { getMockDb } from '@lancer/api/mocks/db/store';

import { FlowApp } from '../mocks/flow-app';
import { flowParameters, startAs, switchSide } from '../mocks/flow-start';
import { seedJobOfGrace, sendProposal } from '../mocks/flow-steps';

const jobTitle = 'Booking page for a dog groomer';

/** A fresh job of Grace's, and no notifications of hers yet: the proposal is the one that arrives. */
function seed() {
  seedJobOfGrace({
    id: 'request-groomer',
    title: jobTitle,
    description: 'Pick a groomer, a time and pay a deposit.',
    budgetCents: [80_000, 120_000],
  });
  const db = getMockDb();
  db.notifications = db.notifications.filter((item) => item.recipient_id !== 'user-grace');
}

const meta = {
  title: 'Flows/A proposal arrives',
  parameters: flowParameters,
  render: (_args, { globals }) => (
    <FlowApp
      persona={startAs(globals, 'provider')}
      start="/make-proposal/request-groomer/new"
      seed={seed}
      sides={[{ as: 'client', to: '/projects' }]}
    />
  ),
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Ada proposes on Grace's job. Grace's bell shows one unread; its popover leads to the request hub
 * on that job, and the bell clears. From "See all notifications" and "Notification settings" Grace
 * asks for a mail at once the next time a proposal arrives.
 */
export const AProposalArrives: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendProposal(canvas, { price: '1000', days: '10', milestone: 'Booking page', due: '2030-01-31' });

    await switchSide(canvas, 'Grace Hopper, a client');
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 10_000 }),
    );
    const popover = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    await userEvent.click(
      await popover.findByRole('link', {
        name: new RegExp(`^Unread: Ada Lovelace sent a proposal on “${jobTitle}”`),
      }),
    );
    await expect(
      await canvas.findByRole('article', { name: 'Ada Lovelace' }, { timeout: 10_000 }),
    ).toBeVisible();
    const bell = await canvas.findByRole('button', { name: 'Notifications' }, { timeout: 10_000 });

    await userEvent.click(bell);
    await userEvent.click(
      await within(await screen.findByRole('dialog', { name: 'Notifications' })).findByRole('link', {
        name: 'See all notifications',
      }),
    );
    await userEvent.click(
      await canvas.findByRole('link', { name: 'Notification settings' }, { timeout: 10_000 }),
    );
    const proposals = await canvas.findByRole(
      'combobox',
      { name: 'A proposal arrives on your job' },
      { timeout: 10_000 },
    );
    await userEvent.click(proposals);
    await userEvent.click(await screen.findByRole('option', { name: 'Mail at once' }));
    await expect(
      await within(proposals.parentElement!).findByText('Saved', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(proposals).toHaveTextContent('Mail at once');
  },
};
