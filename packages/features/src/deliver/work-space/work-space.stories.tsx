import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { fetchWorkspaceSummaryMock } from '@lancer/api/mocks/handlers/activity/fetch-workspace-summary';

import { WorkSpace } from './work-space';

import { loadingStory } from '../../lib/state-stories';
import { recordLinkClicks } from '../../navigation/link-clicks';

const meta = {
  title: 'Features/Deliver/WorkSpace',
  component: WorkSpace,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WorkSpace>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The demo client: a proposal to answer, a milestone to fund, a resolved issue to confirm, unread chat. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const followed = recordLinkClicks(canvasElement.ownerDocument);
    const list = await canvas.findByRole('list', { name: 'Things to do' });
    await expect(within(list).getByText('Answer a proposal')).toBeVisible();
    await expect(within(list).getByText('Fund a milestone')).toBeVisible();
    await expect(within(list).getByText('Confirm a resolved issue')).toBeVisible();
    // Each item is a link to where it is done (decision 1150).
    await expect(canvas.getByRole('link', { name: /^Go.*Answer a proposal/ })).toHaveAttribute(
      'href',
      '/posts',
    );
    await expect(canvas.getByRole('link', { name: /^Go.*Confirm a resolved issue/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/project-issue\//),
    );
    await userEvent.click(canvas.getByRole('link', { name: /^Go.*Fund a milestone.*Brand sheet/ }));
    await expect(canvas.getByText(/unread message/)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Open messages' }));
    await expect(followed).toEqual(['/projects?project=project-ongoing', '/projects']);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = loadingStory(fetchWorkspaceSummaryMock.loading());

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(fetchWorkspaceSummaryMock.success({ items: [], unread_messages: 0, unread_conversations: 0 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nothing needs you now')).toBeVisible();
    await expect(canvas.getByText('No unread messages.')).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(fetchWorkspaceSummaryMock.error(500));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your workspace could not be loaded.')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '工作台', level: 1 })).toBeVisible();
    await expect(await canvas.findByText('为里程碑付款')).toBeVisible();
  },
};

const long =
  'Translate every help centre article, the onboarding emails and the in-app tooltips into Simplified and Traditional Chinese';

export const LongContent: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchWorkspaceSummaryMock.success({
        items: [
          {
            kind: 'approve-milestone',
            title: long,
            context: `${long} (second phase)`,
            project_id: 'project-ongoing',
            request_id: 'request-ongoing',
            proposal_id: null,
            milestone_id: 'milestone-2',
            issue_id: null,
            amount_cents: 987_654_321,
            currency: 'USD',
            since: '2026-11-02T10:00:00.000Z',
          },
        ],
        unread_messages: 1234,
        unread_conversations: 56,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByText(long);
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth + 1);
    await expect(canvas.getByText('1234 unread messages in 56 conversations')).toBeVisible();
  },
};
