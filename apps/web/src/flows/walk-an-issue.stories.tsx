import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';

import { FlowApp } from '../mocks/flow-app';
import { flowParameters, startAs, switchSide } from '../mocks/flow-start';

const issuePage = '/project-issue/project-ongoing';

const meta = {
  title: 'Flows/Walk an issue',
  parameters: flowParameters,
  render: (_args, { globals }) => (
    <FlowApp
      persona={startAs(globals, 'provider')}
      start="/projects/issues/project-ongoing"
      sides={[
        { as: 'client', to: issuePage },
        { as: 'provider', to: issuePage },
      ]}
    />
  ),
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const issue = /#1 The croissant looks like a moon/;

/**
 * The provider resolves issue #1 in the project's issues drawer; the client confirms it on the
 * issue page; the provider reopens it.
 */
// proves: ROUTE-PROJECT-ISSUES, ROUTE-PROJECT-ISSUE, ISSUE-STATES
export const WalkAnIssue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawer = within(await screen.findByRole('dialog', { name: 'Issues' }, { timeout: 10_000 }));
    await userEvent.click(await drawer.findByRole('button', { name: issue }, { timeout: 10_000 }));
    await userEvent.click(await drawer.findByRole('button', { name: 'Resolve' }));
    await expect(await drawer.findByRole('button', { name: 'Reopen' }, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: 'Back to the project' }));

    await switchSide(canvas, 'Grace Hopper, a client');
    await userEvent.click(await canvas.findByRole('radio', { name: 'Resolved' }, { timeout: 10_000 }));
    await userEvent.click(await canvas.findByRole('button', { name: issue }, { timeout: 10_000 }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByRole('button', { name: 'Reopen' }, { timeout: 10_000 })).toBeVisible();

    await switchSide(canvas, 'Ada Lovelace, a provider');
    await userEvent.click(await canvas.findByRole('radio', { name: 'Closed' }, { timeout: 10_000 }));
    await userEvent.click(await canvas.findByRole('button', { name: issue }, { timeout: 10_000 }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Reopen' }));
    await expect(await canvas.findByRole('button', { name: 'Resolve' }, { timeout: 10_000 })).toBeVisible();
  },
};
