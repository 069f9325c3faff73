import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { getMockDb } from '@lancer/api/mocks/db/store';
import { buildIssue } from '@lancer/api/mocks/factories/issue';
import { createIssueMock } from '@lancer/api/mocks/handlers/issue/create-issue';
import { fetchIssuesMock } from '@lancer/api/mocks/handlers/issue/fetch-issues';

import { ProjectIssue } from './project-issue';

import { describedText, loadingStory } from '../../lib/state-stories';

const meta = {
  title: 'Features/Deliver/ProjectIssue',
  component: ProjectIssue,
  args: { projectId: 'project-ongoing' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProjectIssue>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The demo client's open issues; the first is about the "Final logo" milestone. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Issues' });
    await expect(within(list).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(list).getByRole('button', { name: /The croissant looks like a moon/ }));
    await expect(await canvas.findByText(/Milestone: Final logo/, { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resolve' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Confirm' })).toBeNull();
  },
};

/** A comment: a blank one says what it needs; a sent one joins the list and the field empties. */
export const Comment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Issues' });
    await userEvent.click(within(list).getByRole('button', { name: /The croissant looks like a moon/ }));
    const field = await canvas.findByRole('textbox', { name: 'Add a comment' });
    await userEvent.click(canvas.getByRole('button', { name: 'Comment' }));
    await expect(await canvas.findByText('Please input message')).toBeVisible();
    await userEvent.type(field, 'A thinner crescent, please.');
    await userEvent.click(canvas.getByRole('button', { name: 'Comment' }));
    await expect(await canvas.findByText('A thinner crescent, please.', { selector: 'p' })).toBeVisible();
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(canvas.queryByText('Please input message')).toBeNull();
  },
};

export const Loading: Story = loadingStory(fetchIssuesMock.loading());

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(fetchIssuesMock.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No issues here')).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(fetchIssuesMock.error(500));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Issues could not be loaded.')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '问题', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '已解决' })).toBeVisible();
  },
};

const longTitle =
  'Every appointment booked between midnight and one in the morning on the day the clocks change shows up twice in the calendar';

export const LongContent: Story = {
  beforeEach() {
    getMockDb().issues.unshift(
      buildIssue({
        id: 'issue-long',
        project_id: 'project-ongoing',
        number: 3,
        title: longTitle,
        description: `<p>${'Steps: open the calendar, switch to the week of the change, book at 00:30. '.repeat(8)}</p>`,
        reporter: getMockDb().issues[0]!.reporter,
        created_at: '2026-11-02T10:00:00.000Z',
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(longTitle.slice(0, 40)) }));
    const heading = await canvas.findByRole('heading', { name: `#3 ${longTitle}`, level: 2 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
  },
};

/** A new issue needs a title and a description; it can name a milestone and opens in the list. */
// proves: MSG-ISSUE-DESCRIPTION
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New issue' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New issue' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Open issue' }));
    await expect(dialog.getByText('Please type in a title')).toBeVisible();
    await expect(dialog.getByText('Please input issue description')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /^Title/ }), 'Brown is too light');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Description' }), 'Use #6B4423.');
    await userEvent.click(dialog.getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: '2. Final logo' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Open issue' }));
    await expect(
      await canvas.findByRole('heading', { name: '#3 Brown is too light', level: 2 }),
    ).toBeVisible();
    await expect(canvas.getByText(/Milestone: Final logo/, { selector: 'p' })).toBeVisible();
  },
};

/** The server refuses the title (VALIDATION_FAILED with fields): its message sits under the title, the values stay. */
export const ServerFieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      createIssueMock.validationError(
        { title: 'An open issue has this title' },
        'title: An open issue has this title',
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New issue' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New issue' }));
    const title = dialog.getByRole('textbox', { name: /^Title/ });
    await userEvent.type(title, 'Brown is too light');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Description' }), 'Use #6B4423.');
    await userEvent.click(dialog.getByRole('button', { name: 'Open issue' }));
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    await expect(describedText(title)).toContain('An open issue has this title');
    await expect(title).toHaveValue('Brown is too light');
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveTextContent('Use #6B4423.');
    await expect(dialog.queryByText(/That did not work/)).toBeNull();
  },
};

/** The client walks an issue through Resolve, Confirm and Reopen, each offered only when it applies. */
export const ResolveConfirmReopen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clickWhenReady = async (name: string) => {
      const button = await canvas.findByRole('button', { name });
      await waitFor(() => expect(button).toBeEnabled());
      await userEvent.click(button);
    };
    await userEvent.click(await canvas.findByRole('button', { name: /The croissant looks like a moon/ }));
    await clickWhenReady('Resolve');
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Resolve' })).toBeNull());
    await clickWhenReady('Confirm');
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Confirm' })).toBeNull());
    await clickWhenReady('Reopen');
    // Resolve comes back while the issue reloads, disabled until the reload is done.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Resolve' })).toBeEnabled());
    await waitFor(() =>
      expect(getMockDb().issues.find((issue) => issue.id === 'issue-1')?.state).toBe('open'),
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Resolved' }));
    await expect(await canvas.findByRole('button', { name: /Colours fail contrast on white/ })).toBeVisible();
  },
};

/** A done project's issues are a record: no new issue, no actions, no comments. */
export const FinishedProject: Story = {
  args: { projectId: 'project-done' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('This project is Done: its issues are kept as a record.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'New issue' })).toBeNull();
  },
};
