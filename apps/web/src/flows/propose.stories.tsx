import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { FlowApp } from '../mocks/flow-app';
import { flowParameters, startAs, switchSide } from '../mocks/flow-start';
import { seedJobOfGrace, sendProposal } from '../mocks/flow-steps';

const jobTitle = 'Online shop for handmade ceramics';

/** A fresh job of Grace's for Ada to propose on. */
const seed = () =>
  seedJobOfGrace({
    id: 'request-ceramics',
    title: jobTitle,
    description: 'Product pages, a cart and card checkout.',
    budgetCents: [150_000, 250_000],
  });

const meta = {
  title: 'Flows/Propose',
  parameters: flowParameters,
  render: (_args, { globals }) => (
    <FlowApp
      persona={startAs(globals, 'provider')}
      start="/jobs"
      seed={seed}
      sides={[
        { as: 'client', to: '/request-hub?request=request-ceramics' },
        { as: 'provider', to: '/quotes' },
      ]}
    />
  ),
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * The provider finds the job, proposes, revises; the client accepts the new version in the request
 * hub; the provider confirms from Quotes and the project starts.
 */
// proves: ROUTE-JOBS, ROUTE-MAKE-PROPOSAL, ROUTE-PROPOSAL-SUBMITTED, ROUTE-QUOTES, PROPOSAL-STATES, PROPOSAL-REVISIONS
export const ProposeReviseAndGetAccepted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: jobTitle }, { timeout: 10_000 }));
    const sheet = within(await screen.findByRole('dialog', { name: jobTitle }, { timeout: 10_000 }));
    await userEvent.click(await sheet.findByRole('link', { name: 'Make a proposal' }));
    await sendProposal(canvas, {
      price: '2000',
      days: '30',
      milestone: 'Shop and checkout',
      due: '2030-01-31',
    });

    await userEvent.click(canvas.getByRole('link', { name: 'Open the proposal' }));
    await userEvent.click(await canvas.findByRole('link', { name: 'Revise proposal' }, { timeout: 10_000 }));
    const price = await canvas.findByLabelText(/^Price/, {}, { timeout: 10_000 });
    await waitFor(() => expect((price as HTMLInputElement).value).toMatch(/^2000/));
    await userEvent.clear(price);
    await userEvent.type(price, '2100');
    await userEvent.clear(canvas.getByLabelText('Amount of milestone 1'));
    await userEvent.type(canvas.getByLabelText('Amount of milestone 1'), '2100');
    await userEvent.click(canvas.getByRole('button', { name: 'Send revision' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Version 2 sent' }, { timeout: 10_000 }),
    ).toBeVisible();

    await switchSide(canvas, 'Grace Hopper, a client');
    const row = within(await canvas.findByRole('article', { name: 'Ada Lovelace' }, { timeout: 10_000 }));
    await userEvent.click(await row.findByRole('button', { name: 'Accept the proposal of Ada Lovelace' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', {}, { timeout: 10_000 })).getByRole('button', {
        name: 'Accept the proposal',
      }),
    );
    await expect(await row.findByText('Accepting', {}, { timeout: 10_000 })).toBeVisible();

    await switchSide(canvas, 'Ada Lovelace, a provider');
    const quote = within(await canvas.findByRole('row', { name: new RegExp(jobTitle) }, { timeout: 10_000 }));
    await userEvent.click(await quote.findByRole('button', { name: 'Confirm and start' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Projects', level: 1 }, { timeout: 10_000 }),
    ).toBeVisible();
    // The picture is the started project, not the list's skeleton (a screen tall) before it arrives.
    await expect(
      await canvas.findByRole('heading', { name: jobTitle, level: 2 }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
