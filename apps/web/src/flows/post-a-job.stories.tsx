import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';

import { FlowApp } from '../mocks/flow-app';
import { flowParameters, startAs } from '../mocks/flow-start';

const meta = {
  title: 'Flows/Post a job',
  parameters: flowParameters,
  render: (_args, { globals }) => <FlowApp persona={startAs(globals, 'client')} start="/post-job" />,
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const title = 'Photographs for a bakery menu';

/** The client posts a job, sees it in Posts, and a provider's proposal arrives in the request hub. */
// proves: ROUTE-POST-JOB, ROUTE-JOB-SUBMITTED, ROUTE-POSTS, ROUTE-REQUEST-HUB
export const PostAJobAndReceiveProposals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Post a job' }, { timeout: 10_000 }),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Title/), title);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Description' }));
    await userEvent.keyboard('Twenty dishes on a white table, natural light.');
    await userEvent.click(canvas.getByRole('combobox', { name: /^Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Web development' }));
    const skills = canvas.getByRole('combobox', { name: /^Skills/ });
    await userEvent.type(skills, 'Reac');
    await userEvent.click(await screen.findByRole('option', { name: 'React' }));
    await userEvent.type(canvas.getByLabelText(/^Minimum/), '200');
    await userEvent.type(canvas.getByLabelText(/^Maximum/), '300');
    await userEvent.click(canvas.getByRole('combobox', { name: /^Expected duration/ }));
    await userEvent.click(await screen.findByRole('option', { name: '1 to 4 weeks' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Post the job' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Your job is posted' }, { timeout: 10_000 }),
    ).toBeVisible();
    await userEvent.click(await canvas.findByRole('link', { name: 'See it in Posts' }, { timeout: 10_000 }));
    const card = within(await canvas.findByRole('article', { name: title }, { timeout: 10_000 }));
    // The demo provider proposes on every new job at once (mock mode).
    await userEvent.click(await card.findByRole('link', { name: 'Proposals: 1' }));
    await expect(
      await canvas.findByRole('article', { name: 'Ada Lovelace' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
