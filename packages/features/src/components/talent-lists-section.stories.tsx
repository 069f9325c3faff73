import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getMockDb } from '@lancer/api/mocks/db/store';
import { buildRequest } from '@lancer/api/mocks/factories/request';
import { summaryOf } from '@lancer/api/mocks/factories/user';
import { addProviderToTalentListMock } from '@lancer/api/mocks/handlers/talent-list/add-provider-to-talent-list';
import { fetchTalentListsMock } from '@lancer/api/mocks/handlers/talent-list/fetch-talent-lists';
import { inviteTalentListMock } from '@lancer/api/mocks/handlers/talent-list/invite-talent-list';

import { errorStory, loadingStory } from '../lib/state-stories';
import { SaveToTalentList } from './save-to-talent-list';
import { TalentListsSection } from './talent-lists-section';

const meta = {
  title: 'Features/TalentList/TalentLists',
  component: TalentListsSection,
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-3xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TalentListsSection>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A second open job of Grace's, nobody on her list invited to it yet. */
function postMenuJob() {
  const db = getMockDb();
  const grace = db.users.find((user) => user.account.basic.user_id === 'user-grace')!;
  db.requests.unshift(
    buildRequest({ id: 'request-menu', title: 'Design a menu for the bakery', client: summaryOf(grace) }),
  );
}

/** Grace's list: its name and how many providers it holds. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = (await canvas.findByText('Designers to ask')).closest('li')!;
    await expect(within(row).getByText('1 provider')).toBeVisible();
    await expect(
      within(row).getByRole('button', { name: 'Invite the list Designers to ask to a job' }),
    ).toBeEnabled();
  },
};

/** Show a list's providers: each links to their profile and can be removed. */
export const Providers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show providers of Designers to ask' }));
    const list = await canvas.findByRole('list', { name: 'Providers of Designers to ask' });
    await expect(within(list).getByRole('link', { name: 'Wei Chen' })).toHaveAttribute(
      'href',
      '/providers/chen_wei',
    );
    await userEvent.click(
      within(list).getByRole('button', { name: 'Remove Wei Chen from Designers to ask' }),
    );
    await expect(await canvas.findByText('Nobody on this list yet')).toBeVisible();
    await expect(canvas.getByText('0 providers')).toBeVisible();
  },
};

/** Invite the whole list to one of my open jobs: how many were invited is said. */
export const Invite: Story = {
  beforeEach() {
    postMenuJob();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Invite the list Designers to ask to a job' }),
    );
    const dialog = await body.findByRole('dialog', { name: 'Invite “Designers to ask” to a job' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite 1 provider' }));
    await expect(await within(dialog).findByText('Choose a job')).toBeVisible();
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Job' }));
    await userEvent.click(await body.findByRole('option', { name: 'Design a menu for the bakery' }));
    await userEvent.type(within(dialog).getByLabelText('Message (optional)'), 'Menus are your thing.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite 1 provider' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('Invited 1 provider.')).toBeVisible();
    await expect(
      getMockDb().invitations.some(
        (item) => item.request_id === 'request-menu' && item.provider_id === 'user-chen',
      ),
    ).toBe(true);
  },
};

/** Everyone on the list was invited already: nobody twice, and it says so. */
export const InviteSkipsTheInvited: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Invite the list Designers to ask to a job' }),
    );
    const dialog = await body.findByRole('dialog', { name: 'Invite “Designers to ask” to a job' });
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Job' }));
    await userEvent.click(await body.findByRole('option', { name: 'Build a booking page for a hair salon' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite 1 provider' }));
    await expect(
      await canvas.findByText('Invited 0 providers. 1 was already invited or had proposed.'),
    ).toBeVisible();
  },
};

/** The server refuses: its reason in the dialog, which stays open. */
export const InviteFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      inviteTalentListMock.error(
        409,
        'INVALID_STATE_TRANSITION',
        'This job is CLOSED; only a RECRUITING job takes invitations',
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Invite the list Designers to ask to a job' }),
    );
    const dialog = await body.findByRole('dialog', { name: 'Invite “Designers to ask” to a job' });
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Job' }));
    await userEvent.click(await body.findByRole('option', { name: 'Build a booking page for a hair salon' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite 1 provider' }));
    await expect(
      await within(dialog).findByText('This job is CLOSED; only a RECRUITING job takes invitations'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(fetchTalentListsMock.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No talent lists yet')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(fetchTalentListsMock.loading());

export const Error: Story = errorStory(
  fetchTalentListsMock.error(500),
  'Your talent lists could not be loaded',
);

/** Rename in a dialog; a blank name is refused on its field. */
export const Rename: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Rename Designers to ask' }));
    const dialog = await body.findByRole('dialog', { name: 'Rename the list' });
    const name = within(dialog).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await expect(await within(dialog).findByText('Please name the list')).toBeVisible();
    await userEvent.type(name, 'Bakery designers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('Bakery designers')).toBeVisible();
  },
};

/** Delete asks first; the list leaves. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Designers to ask' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Delete this talent list?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText('No talent lists yet')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('人才名单')).toBeVisible();
    await expect(await canvas.findByText('1 位服务者')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '邀请名单 Designers to ask 到职位' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
};

export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: Default.play,
};

/** "Save" on a provider (Ada, as on /workers): tick a list, or name a new one; both keep her. */
export const SaveDialog: Story = {
  render: () => <SaveToTalentList providerId="user-ada" providerName="Ada Lovelace" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save Ada Lovelace to a list' }));
    const dialog = await body.findByRole('dialog', { name: 'Save Ada Lovelace to a list' });
    const designers = await within(dialog).findByRole('checkbox', { name: 'Designers to ask · 1 provider' });
    await expect(designers).not.toBeChecked();
    await userEvent.click(designers);
    await waitFor(() =>
      expect(within(dialog).getByRole('checkbox', { name: 'Designers to ask · 2 providers' })).toBeChecked(),
    );
    await userEvent.type(within(dialog).getByLabelText('New list'), 'React people');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create and save' }));
    await expect(
      await within(dialog).findByRole('checkbox', { name: 'React people · 1 provider' }),
    ).toBeChecked();
    const saved = getMockDb().talentLists.find((list) => list.name === 'React people');
    await expect(saved?.providers.map((item) => item.provider_id)).toEqual(['user-ada']);
  },
};

/** A list full (or any refusal): its reason shows in the dialog. */
export const SaveFails: Story = {
  render: () => <SaveToTalentList providerId="user-ada" providerName="Ada Lovelace" />,
  beforeEach({ msw }) {
    msw.use(
      addProviderToTalentListMock.error(
        409,
        'CONFLICT',
        'A talent list holds at most 100 providers; remove one first',
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save Ada Lovelace to a list' }));
    const dialog = await body.findByRole('dialog', { name: 'Save Ada Lovelace to a list' });
    await userEvent.click(
      await within(dialog).findByRole('checkbox', { name: 'Designers to ask · 1 provider' }),
    );
    await expect(
      await within(dialog).findByText('A talent list holds at most 100 providers; remove one first'),
    ).toBeVisible();
  },
};
