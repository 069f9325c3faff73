import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';

import { FlowApp } from '../mocks/flow-app';
import { clickWhenReady, flowParameters, startAs, switchSide } from '../mocks/flow-start';

const project = '/projects?project=project-ongoing';

const meta = {
  title: 'Flows/Fund, deliver and pay',
  parameters: flowParameters,
  render: (_args, { globals }) => (
    <FlowApp
      persona={startAs(globals, 'client')}
      start={project}
      sides={[
        { as: 'provider', to: project },
        { as: 'client', to: project },
      ]}
    />
  ),
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const milestone = async (position: number) =>
  within(await screen.findByTestId(`milestone-${position}`, {}, { timeout: 10_000 }));

/**
 * The client funds “Brand sheet” (marked as paid); the provider confirms the money, starts and
 * delivers; the client approves and releases the payment.
 */
// proves: ROUTE-PROJECTS, MILESTONE-STATES, PAYMENT-METHODS
export const FundDeliverApproveAndPay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const action = (name: string) => () =>
      milestone(3).then((card) => card.findByRole('button', { name }, { timeout: 10_000 }));
    await clickWhenReady(action('Fund'));
    const fund = within(
      await screen.findByRole('dialog', { name: 'Fund “Brand sheet”' }, { timeout: 10_000 }),
    );
    await userEvent.click(fund.getByRole('radio', { name: 'Mark as paid' }));
    await userEvent.click(fund.getByRole('button', { name: /^Fund/ }));
    await expect(
      await (await milestone(3)).findByText(/Marked as paid/, {}, { timeout: 10_000 }),
    ).toBeVisible();

    await switchSide(canvas, 'Ada Lovelace, a provider');
    await clickWhenReady(action('Confirm payment received'));
    await clickWhenReady(action('Start work'));
    await clickWhenReady(action('Deliver'));
    const deliver = within(
      await screen.findByRole('dialog', { name: 'Deliver “Brand sheet”' }, { timeout: 10_000 }),
    );
    await userEvent.type(
      deliver.getByRole('textbox', { name: /What do you deliver/ }),
      'Colours and type on one page.',
    );
    await userEvent.click(deliver.getByRole('button', { name: 'Deliver' }));
    await expect(
      await (await milestone(3)).findByText(/Colours and type on one page\./, {}, { timeout: 10_000 }),
    ).toBeVisible();

    // No open issue is linked to this milestone: Approve needs no "Approve anyway".
    await switchSide(canvas, 'Grace Hopper, a client');
    await clickWhenReady(action('Approve'));
    await clickWhenReady(action('Release payment'));
    await expect(await (await milestone(3)).findByText('Paid', {}, { timeout: 10_000 })).toBeVisible();
  },
};
