import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { seedMockPortfolio } from '@lancer/api/mocks/db/portfolio';
import { getMockDb, resetMockDb } from '@lancer/api/mocks/db/store';
import { buildRequest } from '@lancer/api/mocks/factories/request';
import { buildPublicUser } from '@lancer/api/mocks/factories/user';
import { searchForUsersMock } from '@lancer/api/mocks/handlers/user/search-for-users';

import { Workers } from './workers';

import { errorStory, loadingStory } from '../../lib/state-stories';

const meta = {
  title: 'Features/Hire/Workers',
  component: Workers,
  parameters: { layout: 'fullscreen' },
  beforeEach() {
    const db = resetMockDb();
    // A second recruiting job of the demo client, nobody invited to it yet.
    db.requests.unshift(
      buildRequest({ id: 'request-tea', title: 'Logo for a tea shop', client: db.requests[0]!.client }),
    );
  },
} satisfies Meta<typeof Workers>;
export default meta;

type Story = StoryObj<typeof meta>;

const choose = async (trigger: HTMLElement, option: string) => {
  await userEvent.click(trigger);
  await userEvent.click(await within(trigger.ownerDocument.body).findByRole('option', { name: option }));
};

/** Without typing anything: providers who accept requests, with their rate, record and skills. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ada = await canvas.findByRole('article', { name: 'Ada Lovelace' });
    await expect(within(ada).getByText('$45/h')).toBeVisible();
    await expect(within(ada).getByText('React')).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Wei Chen' })).toHaveTextContent('Score 92');
    await expect(canvas.queryByRole('article', { name: 'Grace Hopper' })).toBeNull();
    // "Send an offer" on each card (decision 2202): the form for that provider.
    await expect(
      await within(ada).findByRole('link', { name: 'Send an offer to Ada Lovelace' }),
    ).toHaveAttribute('href', '/offers/new?provider_id=user-ada');
  },
};

/** Grace, the demo client, accepts requests too: her own card offers no "Send an offer" (nobody offers themselves a contract). */
export const OwnCard: Story = {
  beforeEach() {
    const grace = getMockDb().users.find((user) => user.account.basic.user_id === 'user-grace')!;
    grace.account.provider.accepting_request = true;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const own = await canvas.findByRole('article', { name: 'Grace Hopper' });
    await expect(within(own).getByRole('button', { name: 'View profile of Grace Hopper' })).toBeVisible();
    // Once who is signed in is known, the others' cards offer it and her own does not.
    const chen = canvas.getByRole('article', { name: 'Wei Chen' });
    await expect(await within(chen).findByRole('link', { name: 'Send an offer to Wei Chen' })).toBeVisible();
    await expect(within(own).queryByRole('link', { name: /^Send an offer/ })).toBeNull();
  },
};

/** Search by skill and filter by hourly range. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Ada Lovelace' });
    await userEvent.type(canvas.getByLabelText('Name or skill'), 'figma');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(canvas.queryByRole('article', { name: 'Ada Lovelace' })).toBeNull());
    await expect(await canvas.findByRole('article', { name: 'Wei Chen' })).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Name or skill'));
    await userEvent.type(canvas.getByLabelText('Hourly from (USD)'), '40');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('article', { name: 'Ada Lovelace' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('article', { name: 'Wei Chen' })).toBeNull());
  },
};

const cardNames = (canvas: ReturnType<typeof within>) =>
  canvas.getAllByRole('article').map((card: HTMLElement) => card.querySelector('h3')?.textContent);

/**
 * Job success and rating on each card, a provider with no history saying so; sorted by best job
 * success (no figure last) and filtered to a rating of 4.5 and up (PROVIDER-SORT).
 */
// proves: PROVIDER-SORT
export const SortAndFilterByRecord: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ada = await canvas.findByRole('article', { name: 'Ada Lovelace' });
    await expect(ada).toHaveTextContent('No finished work yet · No reviews yet');
    await expect(canvas.getByRole('article', { name: 'Wei Chen' })).toHaveTextContent(
      '100% job success · ★ 5.0 (1 review)',
    );
    await expect(cardNames(canvas)).toEqual(['Ada Lovelace', 'Wei Chen']);
    await choose(canvas.getByRole('combobox', { name: 'Sort by' }), 'Best job success');
    await waitFor(() => expect(cardNames(canvas)).toEqual(['Wei Chen', 'Ada Lovelace']));
    await choose(canvas.getByRole('combobox', { name: 'Rating' }), '4.5★ and up');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(cardNames(canvas)).toEqual(['Wei Chen']));
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Best job success');
  },
};

/** The profile in a side sheet; "Invite to a request" with one of my recruiting jobs. */
export const InviteProvider: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'View profile of Wei Chen' }));
    const sheet = await body.findByRole('dialog', { name: 'Wei Chen' });
    await expect(within(sheet).getByText('UI designer.')).toBeVisible();
    await userEvent.click(await within(sheet).findByRole('button', { name: 'Send invitation' }));
    await expect(await within(sheet).findByText('Please choose a job')).toBeVisible();
    await choose(await within(sheet).findByRole('combobox', { name: 'Job' }), 'Logo for a tea shop');
    await userEvent.type(within(sheet).getByLabelText('Message (optional)'), 'Loved your portfolio.');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Send invitation' }));
    await expect(await within(sheet).findByText('Invitation sent for "Logo for a tea shop".')).toBeVisible();
  },
};

/** More open jobs than a page in the invite form: 20 show, "Load more" brings the rest (LIST-LOAD-MORE). */
// proves: LIST-LOAD-MORE
export const MoreJobsThanAPage: Story = {
  beforeEach() {
    const db = resetMockDb();
    const client = db.requests[0]!.client;
    for (let n = 1; n <= 21; n += 1)
      db.requests.unshift(buildRequest({ id: `request-more-${n}`, title: `Open job ${n}`, client }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'View profile of Wei Chen' }));
    const sheet = within(await body.findByRole('dialog', { name: 'Wei Chen' }));
    const shown = await sheet.findByText(/^Showing 20 of \d+$/);
    const total = Number(shown.textContent!.match(/of (\d+)/)![1]);
    await expect(total).toBeGreaterThan(21);
    await userEvent.click(sheet.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(sheet.queryByText(/^Showing 20 of/)).toBeNull());
    await choose(sheet.getByRole('combobox', { name: 'Job' }), 'Open job 1');
    await expect(sheet.getByRole('combobox', { name: 'Job' })).toHaveTextContent('Open job 1');
  },
};

/** The profile shows the badges the provider earned, each with its day (their public profile). */
// proves: ACHIEVEMENTS-DERIVED
export const ProfileBadges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'View profile of Ada Lovelace' }));
    const sheet = await body.findByRole('dialog', { name: 'Ada Lovelace' });
    const badges = within(sheet).getByRole('region', { name: 'Badges' });
    await expect(await within(badges).findByText('First paid milestone')).toBeVisible();
    await expect(within(badges).getAllByText(/^Earned /).length).toBeGreaterThan(0);
    await expect(within(sheet).getByRole('link', { name: 'Open the public profile' })).toHaveAttribute(
      'href',
      '/providers/ada_lovelace',
    );
  },
};

/** Ada's portfolio in her sheet (decision 1370): her items, covers and links, under her badges. */
export const SheetPortfolio: Story = {
  beforeEach() {
    seedMockPortfolio(getMockDb(), 'user-ada', 2);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'View profile of Ada Lovelace' }));
    const sheet = await body.findByRole('dialog', { name: 'Ada Lovelace' });
    const list = within(await within(sheet).findByRole('list', { name: 'Portfolio items' }));
    await expect(list.getAllByRole('article')).toHaveLength(2);
    await expect(
      list.getByRole('img', { name: 'Booking dashboard for a chain of salons, image 1 of 1' }),
    ).toBeVisible();
    await expect(await within(sheet).findByText('First paid milestone')).toBeVisible();
  },
};

/** Inviting a provider who already proposed is refused with the server's reason. */
export const InviteRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'View profile of Ada Lovelace' }));
    const sheet = await body.findByRole('dialog', { name: 'Ada Lovelace' });
    await choose(
      await within(sheet).findByRole('combobox', { name: 'Job' }),
      'Build a booking page for a hair salon',
    );
    await userEvent.click(within(sheet).getByRole('button', { name: 'Send invitation' }));
    await expect(
      await within(sheet).findByText('This provider already sent a proposal for this job'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(searchForUsersMock.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No provider matches')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(searchForUsersMock.loading());

export const Error: Story = errorStory(searchForUsersMock.error(500), 'Providers could not be loaded.');

const many = Array.from({ length: 10 }, (_, index) =>
  buildPublicUser({
    user_id: `user-long-${index}`,
    flid: `provider_${index}`,
    first_name: 'Maximiliana-Alexandrina',
    last_name: `Featherstonehaugh-Worthington ${index + 1}`,
    skills: ['React', 'TypeScript', 'Accessibility', 'Design systems', 'PostgreSQL', 'Payments'],
  }),
);

/** Long names and many skills wrap in their cards; more providers than a page show paging. */
export const LongContent: Story = {
  beforeEach({ msw }) {
    msw.use(searchForUsersMock.success({ users: many, total: 42, page: 1, page_size: 10 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(10);
    await expect(canvas.getByText('42 providers')).toBeVisible();
    await expect(canvas.getByRole('navigation')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '服务商', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '查看资料：Ada Lovelace' })).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Wei Chen' })).toHaveTextContent('工作成功率 100%');
    await choose(canvas.getByRole('combobox', { name: '排序' }), '工作成功率最高');
    await waitFor(() => expect(cardNames(canvas)).toEqual(['Wei Chen', 'Ada Lovelace']));
    await choose(canvas.getByRole('combobox', { name: '工作成功率' }), '90% 及以上');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(cardNames(canvas)).toEqual(['Wei Chen']));
  },
};
