import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { getMockDb, resetMockDb } from '@lancer/api/mocks/db/store';
import { buildUserProfile } from '@lancer/api/mocks/factories/user';
import { fetchProfileMock } from '@lancer/api/mocks/handlers/user/fetch-profile';
import { updateAcceptingRequestMock } from '@lancer/api/mocks/handlers/user/update-accepting-request';

import { UserBox } from './user-box';
import { THEME_STORAGE_KEY } from '../theme/theme-choice';

import { recordLinkClicks } from '../../navigation/link-clicks';

const meta = {
  title: 'Features/Shell/UserBox',
  component: UserBox,
  args: { onLogout: fn() },
  decorators: [
    (Story) => (
      <div className="flex min-h-[28rem] justify-end p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserBox>;
export default meta;

type Story = StoryObj<typeof meta>;

const newcomer = buildUserProfile({
  user_id: 'user-grace',
  flid: 'grace_hopper',
  email: 'grace_hopper@example.com',
});
const readyProvider = buildUserProfile({
  user_id: 'user-ada',
  flid: 'ada_lovelace',
  email: 'ada_lovelace@example.com',
  hourly: 45,
  accepting_request: false,
  ready_to_receive_money: true,
});

/** A stand-in photo that needs no network. */
const bobPhoto =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#0f766e"/><circle cx="50" cy="40" r="18" fill="#99f6e4"/><rect x="22" y="64" width="56" height="36" rx="18" fill="#99f6e4"/></svg>',
  );

const menuEntries = [
  'Login',
  'Personal',
  'Payment Details',
  'Achievement',
  'Work',
  'History',
  'Theme',
  'Log out',
];

/** The menu in the spec's order; the submenu; a click outside closes it. */
// proves: SHELL-USER-MENU, SHELL-AVATAR
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(newcomer));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const followed = recordLinkClicks(canvasElement.ownerDocument);
    await expect(await canvas.findByRole('img', { name: 'Your photo' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const items = await body.findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(menuEntries);
    // The entries that only go somewhere are links (decision 1150); Payment Details opens a submenu.
    await expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/login/identity',
      '/personal',
      null,
      '/achievements',
      '/work',
      '/history',
      null,
      null,
    ]);
    await userEvent.click(body.getByRole('menuitem', { name: 'Personal' }));
    await expect(followed).toEqual(['/personal']);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    await userEvent.hover(await body.findByRole('menuitem', { name: 'Payment Details' }));
    await expect(await body.findByRole('menuitem', { name: 'Billing' })).toHaveAttribute('href', '/billing');
    await userEvent.click(await body.findByRole('menuitem', { name: 'Payment Record' }));
    await expect(followed).toEqual(['/personal', '/payment']);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    await expect(await body.findByRole('menu')).toBeVisible();
    await userEvent.click(canvasElement.ownerDocument.body, { skipPointerEventsCheck: true } as never);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

export const LogOut: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(newcomer));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** The theme submenu: Dark marks the page dark and is stored for the next visit (decision 1900). */
// proves: SHELL-THEME
export const ThemeSwitch: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(newcomer));
    return () => window.localStorage.removeItem(THEME_STORAGE_KEY);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const root = canvasElement.ownerDocument.documentElement;
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu' }));
    await userEvent.hover(await body.findByRole('menuitem', { name: 'Theme' }));
    const choices = await body.findAllByRole('menuitemradio');
    await expect(choices.map((choice) => choice.textContent)).toEqual(['Light', 'Dark', 'System']);
    await userEvent.click(body.getByRole('menuitemradio', { name: 'Dark' }));
    await waitFor(() => expect(root).toHaveClass('dark'));
    await expect(root).not.toHaveClass('light');
    await expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    await userEvent.hover(await body.findByRole('menuitem', { name: 'Theme' }));
    await expect(await body.findByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(body.getByRole('menuitemradio', { name: 'System' }));
    await waitFor(() => expect(root).not.toHaveClass('dark'));
    await expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  },
};

/** Not ready to receive money: the badge is a link to the work page. */
// proves: SHELL-PROVIDER-BADGE, ACCEPTING-HEADER-TOGGLE
export const BadgeNotReady: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(newcomer));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const followed = recordLinkClicks(canvasElement.ownerDocument);
    const badge = await canvas.findByRole('link', { name: /Become a service provider/ });
    await expect(badge).toHaveAttribute('href', '/work');
    await userEvent.click(badge);
    await expect(followed).toEqual(['/work']);
  },
};

/** Ready: the badge flips accepting requests with a spinner, then the profile reloads. */
// proves: SHELL-PROVIDER-BADGE, ACCEPTING-HEADER-TOGGLE
export const BadgeReady: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(readyProvider), updateAcceptingRequestMock.loading());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const followed = recordLinkClicks(canvasElement.ownerDocument);
    const badge = await canvas.findByRole('button', { name: /not accepting requests/ });
    await waitFor(() => expect(badge).toBeEnabled());
    await expect(badge).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(badge);
    await waitFor(() => expect(badge).toHaveAttribute('aria-busy', 'true'));
    await expect(followed).toEqual([]);
  },
};

/** Against the stateful mocks: a ready demo client flips accepting requests on; the profile reloads. */
export const BadgeFlips: Story = {
  beforeEach() {
    resetMockDb();
    const db = getMockDb();
    const me = db.users.find((user) => user.account.basic.user_id === db.defaultUserId)!;
    me.account.provider.expected_salary.hourly = 30;
    me.account.provider.accepting_request = false;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const off = await canvas.findByRole('button', { name: /not accepting requests/ });
    await waitFor(() => expect(off).toBeEnabled());
    await userEvent.click(off);
    const on = await canvas.findByRole('button', { name: /accepting requests\. Click to stop/ });
    await expect(on).toHaveAttribute('aria-pressed', 'true');
    on.blur();
  },
};

// proves: SHELL-AVATAR
export const WithPhoto: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchProfileMock.success({
        ...readyProvider,
        account: {
          ...readyProvider.account,
          basic: { ...readyProvider.account.basic, photo: { url: bobPhoto } },
          provider: { ...readyProvider.account.provider, accepting_request: true },
        },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: /accepting requests\. Click to stop/ }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.loading());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /service provider/i })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.error(500));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // The menu still works, so the user can log out.
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  beforeEach({ msw }) {
    msw.use(fetchProfileMock.success(newcomer));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '账户菜单' }));
    await expect(await body.findByRole('menuitem', { name: '支付详情' })).toBeVisible();
    await expect(body.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
  },
};
