import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';

import { getMockDb } from '@lancer/api/mocks/db/store';

import { FlowApp } from '../mocks/flow-app';
import { flowParameters, startAs, switchSide } from '../mocks/flow-start';

const title = 'Photographs for a bakery menu';

/** No notifications of Ada's yet: the alert is the one that arrives. */
function seed() {
  const db = getMockDb();
  db.notifications = db.notifications.filter((item) => item.recipient_id !== 'user-ada');
}

const meta = {
  title: 'Flows/Save a search and get an alert',
  parameters: flowParameters,
  render: (_args, { globals }) => (
    <FlowApp
      persona={startAs(globals, 'provider')}
      start="/jobs?q=bakery"
      seed={seed}
      sides={[
        { as: 'client', to: '/post-job' },
        { as: 'provider', to: '/provider-hub' },
      ]}
    />
  ),
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Ada saves her search for "bakery" on /jobs. Grace posts a bakery job; Ada's bell shows one unread,
 * its popover opens the job on /jobs, and her hub's saved search counts the match (decision 2200).
 */
// proves: SAVED-SEARCH-ALERT
export const SaveASearchAndGetAnAlert: Story = {
  parameters: { visual: { subject: 'dialog' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save search' }, { timeout: 10_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save this search' }));
    const name = dialog.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Bakery work');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Search saved')).toBeVisible();

    await switchSide(canvas, 'Grace Hopper, a client');
    await userEvent.type(await canvas.findByLabelText(/^Title/, {}, { timeout: 10_000 }), title);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Description' }));
    await userEvent.keyboard('Twenty dishes on a white table, natural light.');
    await userEvent.click(canvas.getByRole('combobox', { name: /^Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Design' }));
    await userEvent.type(canvas.getByLabelText(/^Minimum/), '200');
    await userEvent.type(canvas.getByLabelText(/^Maximum/), '300');
    await userEvent.click(canvas.getByRole('combobox', { name: /^Expected duration/ }));
    await userEvent.click(await screen.findByRole('option', { name: '1 to 4 weeks' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Post the job' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Your job is posted' }, { timeout: 10_000 }),
    ).toBeVisible();

    await switchSide(canvas, 'Ada Lovelace, a provider');
    await expect(
      await canvas.findByText('1 job matched since you saved it', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 10_000 }),
    );
    const popover = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    await userEvent.click(
      await popover.findByRole('link', {
        name: new RegExp(`^Unread: A new job matches your saved search: “${title}”`),
      }),
    );
    await expect(await screen.findByRole('heading', { name: title }, { timeout: 10_000 })).toBeVisible();
  },
};
