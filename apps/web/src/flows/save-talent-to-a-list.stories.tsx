import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { storeInvitation } from '@lancer/api/mocks/db/invitations';
import { getMockDb } from '@lancer/api/mocks/db/store';

import { FlowApp } from '../mocks/flow-app';
import { flowParameters, startAs } from '../mocks/flow-start';
import { seedJobOfGrace } from '../mocks/flow-steps';

const jobTitle = 'Design a menu for the bakery';
const listName = 'Bakery team';

/** A fresh open job of Grace's, to which she has already invited Wei Chen from his profile. */
function seed() {
  seedJobOfGrace({
    id: 'request-menu',
    title: jobTitle,
    description: 'A one-page menu and a chalkboard version of it.',
    budgetCents: [20_000, 40_000],
  });
  storeInvitation(getMockDb(), {
    request_id: 'request-menu',
    client_id: 'user-grace',
    provider_id: 'user-chen',
    message: 'Your café menus are lovely.',
  });
}

const meta = {
  title: 'Flows/Save talent to a list',
  parameters: flowParameters,
  render: (_args, { globals }) => (
    <FlowApp persona={startAs(globals, 'client')} start="/workers" seed={seed} />
  ),
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/** Opens a provider's "Save" on their /workers card: the dialog of their place on each list. */
async function openSave(canvas: ReturnType<typeof within>, name: string) {
  const card = within(await canvas.findByRole('article', { name }, { timeout: 10_000 }));
  await userEvent.click(card.getByRole('button', { name: `Save ${name} to a list` }));
  return within(await screen.findByRole('dialog', { name: `Save ${name} to a list` }));
}

/** The provider is on the list, which now holds `count`; "Done" closes the dialog. */
async function savedAndDone(dialog: ReturnType<typeof within>, count: string) {
  await expect(
    await dialog.findByRole('checkbox', { name: `${listName} · ${count}` }, { timeout: 10_000 }),
  ).toBeChecked();
  await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/**
 * Grace saves Ada to a new list from /workers with "Create and save", ticks the same list for Wei
 * Chen, finds it in her request hub with its two providers, and invites the whole list to her menu
 * job: Ada is invited, Wei Chen (invited to it before) is skipped and counted (decision 2201).
 */
// proves: TALENT-LIST-INVITE
export const SaveTalentToAListAndInviteIt: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step('Save Ada to a new list', async () => {
      const dialog = await openSave(canvas, 'Ada Lovelace');
      await userEvent.type(dialog.getByLabelText('New list'), listName);
      await userEvent.click(dialog.getByRole('button', { name: 'Create and save' }));
      await savedAndDone(dialog, '1 provider');
    });

    await step('Save Wei Chen to the same list', async () => {
      const dialog = await openSave(canvas, 'Wei Chen');
      const list = await dialog.findByRole(
        'checkbox',
        { name: `${listName} · 1 provider` },
        { timeout: 10_000 },
      );
      await expect(list).not.toBeChecked();
      await userEvent.click(list);
      await savedAndDone(dialog, '2 providers');
    });

    await step('Open the request hub on the menu job', async () => {
      await userEvent.hover(canvas.getByRole('button', { name: /Workspaces/ }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Posts' }));
      // Posts loads its route on demand, compiled on first use in a dev server: room on a loaded machine.
      const post = within(await canvas.findByRole('article', { name: jobTitle }, { timeout: 20_000 }));
      await userEvent.click(post.getByRole('link', { name: 'Proposals: 0' }));
      await expect(
        await canvas.findByRole('heading', { name: 'Request hub', level: 1 }, { timeout: 10_000 }),
      ).toBeVisible();
    });

    await step('See the list and its two providers', async () => {
      await expect(await canvas.findByRole('heading', { name: 'Talent lists' })).toBeVisible();
      const show = await canvas.findByRole('button', { name: `Show providers of ${listName}` });
      await expect(within(show.closest('li')!).getByText('2 providers')).toBeVisible();
      await userEvent.click(show);
      const providers = within(await canvas.findByRole('list', { name: `Providers of ${listName}` }));
      await expect(providers.getByRole('link', { name: 'Ada Lovelace' })).toBeVisible();
      await expect(providers.getByRole('link', { name: 'Wei Chen' })).toBeVisible();
    });

    await step('Invite the whole list to the menu job', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `Invite the list ${listName} to a job` }));
      const dialog = within(await screen.findByRole('dialog', { name: `Invite “${listName}” to a job` }));
      await userEvent.click(await dialog.findByRole('combobox', { name: 'Job' }, { timeout: 10_000 }));
      await userEvent.click(await screen.findByRole('option', { name: jobTitle }));
      await userEvent.type(dialog.getByLabelText('Message (optional)'), 'A menu for the bakery: yours?');
      await userEvent.click(dialog.getByRole('button', { name: 'Invite 2 providers' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
      await expect(
        await canvas.findByText('Invited 1 provider. 1 was already invited or had proposed.'),
      ).toBeVisible();
      const invitations = within(canvas.getByRole('region', { name: 'Invitations you sent' }));
      await waitFor(() => expect(invitations.getAllByRole('listitem')).toHaveLength(2), {
        timeout: 10_000,
      });
      await expect(invitations.getAllByRole('listitem')[0]).toHaveTextContent(/^Ada Lovelace/);
    });
  },
};
