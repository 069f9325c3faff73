import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { buildBlogPost } from '@lancer/api/mocks/factories/site';
import { fetchBlogPostMock } from '@lancer/api/mocks/handlers/site/fetch-blog-post';

import { BlogPost } from './blog-post';

import { errorStory, loadingStory } from '../../lib/state-stories';

const meta = {
  title: 'Features/Public/Blog Post',
  component: BlogPost,
  args: { slug: 'writing-a-job-post-that-gets-answers' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BlogPost>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Writing a job post that gets answers' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Say what done looks like' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blogs');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '写一份能收到回复的需求' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '全部文章' })).toBeVisible();
  },
};

export const Loading: Story = loadingStory(fetchBlogPostMock.loading());

/** Empty: no post of that name (in this language): say so, with the way back. */
export const Empty: Story = {
  args: { slug: 'no-such-post' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Post not found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All posts' })).toBeVisible();
  },
};

export const Error: Story = errorStory(fetchBlogPostMock.error(), 'This post could not be loaded.');

/** Every kind of block the Markdown renderer lets through, and a long title. */
export const LongContent: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchBlogPostMock.success(
        buildBlogPost({
          title: 'Everything a post can hold, with a title long enough to wrap over several lines of text',
          tags: ['payments', 'projects', 'providers'],
          html: [
            '<p>An opening paragraph with <strong>bold</strong>, <em>italic</em> and <a href="https://example.com">a link</a>.</p>',
            '<h2>A section</h2><ul><li>One</li><li>Two</li></ul><ol><li>First</li><li>Second</li></ol>',
            '<blockquote><p>A quote from a happy client.</p></blockquote>',
            '<pre><code>const total = milestones.reduce((sum, m) =&gt; sum + m.amount, 0);</code></pre>',
            '<table><thead><tr><th>State</th><th>Meaning</th></tr></thead><tbody><tr><td>open</td><td>something needs doing</td></tr></tbody></table>',
            '<p>' + 'A long paragraph that keeps going. '.repeat(40) + '</p>',
          ].join(''),
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'a link' })).toHaveAttribute('href', 'https://example.com');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
