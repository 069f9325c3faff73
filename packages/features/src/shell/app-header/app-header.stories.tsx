import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { recordLinkClicks } from '../../navigation/link-clicks';

import { AppHeaderView } from './app-header-view';

const meta = {
  title: 'Features/Shell/AppHeader',
  component: AppHeaderView,
  args: { pathname: '/projects' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppHeaderView>;
export default meta;

type Story = StoryObj<typeof meta>;

// proves: SHELL-HEADER-SIGNED-IN
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const followed = recordLinkClicks(canvasElement.ownerDocument);
    await expect(canvas.getByRole('link', { name: 'Lancer home' })).toHaveAttribute('href', '/home/');
    await expect(canvas.getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/jobs');
    await expect(canvas.getByRole('link', { name: 'Workers' })).toHaveAttribute('href', '/workers');
    await expect(canvas.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/post-job');
    // Not an administrator: no console in the navigation (decision 1503).
    await expect(canvas.queryByRole('button', { name: 'Console' })).toBeNull();
    await userEvent.hover(canvas.getByRole('button', { name: /Workspaces/ }));
    const items = await screen.findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Products',
      'Projects',
      'Posts',
      'Quotes',
      'Offers',
    ]);
    // Each entry is a link (open in a new tab works), decision 1150.
    await expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/products/collaborators',
      '/projects',
      '/posts',
      '/quotes',
      '/offers',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Posts' }));
    await expect(followed).toEqual(['/posts']);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** An administrator: a Console menu with the console's pages (decision 1503). */
export const Administrator: Story = {
  args: { administrator: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'Console' }));
    const items = await screen.findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Overview',
      'Disputes',
      'Users',
      'Reports',
      'Job posts and reviews',
      'Payments',
      'Audit log',
    ]);
    await expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/console',
      '/console/disputes',
      '/console/users',
      '/console/reports',
      '/console/content',
      '/console/payments',
      '/console/audit-log',
    ]);
  },
};

/** Keyboard only: focus the menu, open it with Enter, move with the arrows, choose with Enter. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const followed = recordLinkClicks(canvasElement.ownerDocument);
    const trigger = within(canvasElement).getByRole('button', { name: /Workspaces/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Products' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Projects' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(followed).toEqual(['/projects']);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** SHELL-WORKSPACES-SUBLABEL: a known sub-page at path segment 2 shows its section name. */
// proves: SHELL-WORKSPACES-SUBLABEL
export const KnownSubPage: Story = {
  args: { pathname: '/products/metrics' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Workspaces/ })).toHaveTextContent(
      'Metrics',
    );
  },
};

/** Otherwise the capitalised segment. */
// proves: SHELL-WORKSPACES-SUBLABEL
export const UnknownSubPage: Story = {
  args: { pathname: '/products/roadmap' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Workspaces/ })).toHaveTextContent(
      'Roadmap',
    );
  },
};

export const WithUserBox: Story = {
  args: { userBox: <span className="size-9 rounded-full bg-muted" aria-label="User box" role="img" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'User box' })).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { pathname: '/products/plan' },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /工作区/ })).toHaveTextContent('计划');
    await expect(canvas.getByRole('link', { name: '发布需求' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Lancer home' })).toBeVisible();
  },
};
