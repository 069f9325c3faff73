import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { getMockDb } from '@lancer/api/mocks/db/store';

import { FlowApp } from '../mocks/flow-app';
import { clickWhenReady, flowParameters, startAs, switchSide } from '../mocks/flow-start';

const project = '/projects?project=project-ongoing';
const disputes = '/project-disputes/project-ongoing';

/** Ada has delivered the bakery logo's second milestone (funded, not paid): it can be disputed. */
function deliverFinalLogo() {
  const milestone = getMockDb().milestones.find((one) => one.id === 'milestone-2')!;
  Object.assign(milestone, {
    delivered_at: milestone.funded_at,
    delivery_note: 'Vector logo and colour sheet attached.',
  });
}

const meta = {
  title: 'Flows/A dispute from open to decided',
  parameters: flowParameters,
  render: (_args, { globals }) => (
    <FlowApp
      persona={startAs(globals, 'client')}
      start={project}
      seed={deliverFinalLogo}
      sides={[
        { as: 'provider', to: disputes },
        { as: 'client', to: disputes },
        { as: 'administrator', to: '/console/disputes' },
      ]}
    />
  ),
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const findDispute = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('article', { name: 'Final logo' }, { timeout: 10_000 }));

/**
 * Grace follows the delivered milestone's "Disputes" link and opens a dispute; Ada answers; Grace
 * takes it to an administrator; Alan opens the case in the console and decides 60/40 with a
 * reason; Grace sees the decision and who made it.
 */
// proves: DISPUTE-SPLIT
export const ADisputeFromOpenToDecided: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await clickWhenReady(() => canvas.findByRole('link', { name: 'Disputes' }, { timeout: 10_000 }));
    const form = within(await canvas.findByRole('form', { name: 'Open a dispute' }, { timeout: 10_000 }));
    await userEvent.click(form.getByRole('radio', { name: 'Not delivered' }));
    await userEvent.type(
      form.getByRole('textbox', { name: /What went wrong/ }),
      'The vector files are missing.',
    );
    await userEvent.click(form.getByRole('button', { name: 'Open the dispute' }));
    await expect(await (await findDispute(canvas)).findByText('Waiting for an answer')).toBeVisible();

    await switchSide(canvas, 'Ada Lovelace, a provider');
    let dispute = await findDispute(canvas);
    await userEvent.type(
      await dispute.findByRole('textbox', { name: /Your answer/ }),
      'The files are in the shared folder.',
    );
    await userEvent.click(dispute.getByRole('button', { name: 'Send the answer' }));
    await expect(await dispute.findByText('Answered')).toBeVisible();

    await switchSide(canvas, 'Grace Hopper, a client');
    dispute = await findDispute(canvas);
    await clickWhenReady(() => dispute.findByRole('button', { name: 'Take it to an administrator' }));
    await expect(await dispute.findByText('With an administrator')).toBeVisible();

    await switchSide(canvas, 'Alan Admin, an administrator');
    const queue = within(await canvas.findByRole('list', { name: 'Disputes waiting' }, { timeout: 10_000 }));
    await userEvent.click(queue.getByRole('button', { name: 'Open the case' }));
    const percent = await queue.findByRole('spinbutton', { name: /provider's share/ });
    await userEvent.clear(percent);
    await userEvent.type(percent, '60');
    await userEvent.type(
      queue.getByRole('textbox', { name: /Reason/ }),
      'The logo was delivered; the vector files came late.',
    );
    await userEvent.click(queue.getByRole('button', { name: 'Decide' }));
    await expect(await canvas.findByText('No disputes waiting', {}, { timeout: 10_000 })).toBeVisible();

    await switchSide(canvas, 'Grace Hopper, a client');
    dispute = await findDispute(canvas);
    await expect(
      await dispute.findByText('Decided by Alan Admin: $120.00 to the provider, $80.00 to the client.'),
    ).toBeVisible();
  },
};
