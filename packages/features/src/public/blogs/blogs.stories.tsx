import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { buildBlogPost } from '@lancer/api/mocks/factories/site';
import { fetchBlogPostsMock } from '@lancer/api/mocks/handlers/site/fetch-blog-posts';

import { Blogs } from './blogs';

import { errorStory, loadingStory } from '../../lib/state-stories';

const meta = {
  title: 'Features/Public/Blogs',
  component: Blogs,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Blogs>;
export default meta;

type Story = StoryObj<typeof meta>;

const titles = (canvas: ReturnType<typeof within>) =>
  canvas.getAllByRole('heading', { level: 3 }).map((heading: HTMLElement) => heading.textContent);

/** The stateful mock's seven English posts: six on page 1, newest first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'How milestones protect clients and providers' });
    await expect(titles(canvas)).toHaveLength(6);
    await expect(titles(canvas)[0]).toBe('How milestones protect clients and providers');
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Paging: page 2 holds the oldest post; a tag narrows the list and starts at page 1. */
export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'How milestones protect clients and providers' });
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(await canvas.findByRole('link', { name: 'Welcome to Lancer' })).toBeVisible();
    await expect(titles(canvas)).toEqual(['Welcome to Lancer']);
    await userEvent.click(canvas.getByRole('button', { name: 'providers' }));
    await waitFor(() => expect(titles(canvas)).toEqual(['Getting paid on time', 'Setting an hourly rate']));
    await expect(canvas.getByRole('button', { name: 'providers' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByRole('navigation', { name: 'Blog pages' })).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '里程碑如何同时保护客户和服务者' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '全部文章' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Loading: Story = loadingStory(fetchBlogPostsMock.loading());

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(fetchBlogPostsMock.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No posts here yet')).toBeVisible();
  },
};

export const Error: Story = errorStory(fetchBlogPostsMock.error(), 'The blog could not be loaded.');

/** Long titles, summaries and many tags wrap inside their cards. */
export const LongContent: Story = {
  beforeEach({ msw }) {
    const post = buildBlogPost({
      title: 'A very long title about milestones, payment plans, revisions and everything in between '.repeat(
        2,
      ),
      summary: 'A summary that goes on and on about what a client and a provider agree on. '.repeat(4),
      tags: ['payments', 'providers', 'clients', 'milestones', 'internationalisation'],
      reading_minutes: 42,
    });
    msw.use(
      fetchBlogPostsMock.success({
        items: [post, { ...post, slug: 'second' }],
        total: 2,
        page: 1,
        page_size: 6,
        tags: post.tags,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('42 min read', { exact: false })).toHaveLength(2);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
