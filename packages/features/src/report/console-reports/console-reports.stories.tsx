import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { getMockDb } from '@lancer/api/mocks/db/store';
import { actOnReportMock } from '@lancer/api/mocks/handlers/console/act-on-report';
import { fetchReportQueueMock } from '@lancer/api/mocks/handlers/console/fetch-report-queue';

import { describedText, errorStory, loadingStory } from '../../lib/state-stories';
import { asAdministrator } from '../../lib/console-story-setups';
import { ConsoleReports } from './console-reports';

const REASON = 'Asks for payment outside Lancer.';

const meta = {
  title: 'Features/Report/ConsoleReports',
  component: ConsoleReports,
  parameters: { layout: 'fullscreen' },
  beforeEach: asAdministrator,
} satisfies Meta<typeof ConsoleReports>;
export default meta;

type Story = StoryObj<typeof meta>;

const reportCard = async (canvasElement: HTMLElement, name: string | RegExp) =>
  within(await within(canvasElement).findByRole('article', { name }));

/** The open reports, oldest first: what was reported, whose, by whom, why, and Dismiss / Act. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const list = within(await canvas.findByRole('list', { name: 'Reports' }));
    const cards = list.getAllByRole('article');
    await expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Job post: Asks to pay or talk outside Lancer',
      'Profile: Spam or a repeated post',
    ]);
    const post = within(cards[0]!);
    await expect(post.getByRole('link', { name: 'Translate a mobile app into Chinese' })).toBeVisible();
    await expect(post.getByText('The post asks to be paid by bank transfer outside Lancer.')).toBeVisible();
    await expect(post.getByRole('button', { name: 'Dismiss…' })).toBeVisible();
    await expect(post.getByRole('button', { name: 'Act…' })).toBeVisible();
  },
};

/** Acting on the job post's report: hide it with a reason; it is hidden, the report closes, the audit log has it. */
export const HidePost: Story = {
  play: async ({ canvasElement }) => {
    const card = await reportCard(canvasElement, /^Job post/);
    await userEvent.click(card.getByRole('button', { name: 'Act…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Act on the report' }));
    await expect(dialog.getByRole('radio', { name: /Hide the job post/ })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Act' }));
    const reason = dialog.getByRole('textbox', { name: /Reason/ });
    await waitFor(() => expect(describedText(reason)).toContain('Write the reason'));
    await userEvent.type(reason, REASON);
    await userEvent.click(dialog.getByRole('button', { name: 'Act' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('article', { name: /^Job post/ })).toBeNull(),
    );
    await expect(getMockDb().operatorActions[0]).toMatchObject({
      action: 'job_post_hidden',
      subject_id: 'request-others',
      reason: REASON,
    });
    await expect(
      getMockDb().requests.find((request) => request.id === 'request-others')?.hidden,
    ).toMatchObject({
      reason: REASON,
    });
  },
};

/** Suspending whose the target is needs an end date. */
export const SuspendOwner: Story = {
  play: async ({ canvasElement }) => {
    const card = await reportCard(canvasElement, /^Profile/);
    await userEvent.click(card.getByRole('button', { name: 'Act…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Act on the report' }));
    await expect(dialog.queryByRole('radio', { name: /Hide/ })).toBeNull();
    await expect(dialog.getByRole('radio', { name: 'Suspend Wei Chen' })).toBeChecked();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Spams every provider.');
    await userEvent.click(dialog.getByRole('button', { name: 'Act' }));
    const until = dialog.getByLabelText(/Suspended until/);
    await waitFor(() => expect(describedText(until)).toContain('Choose an end date in the future'));
    await userEvent.type(until, '2099-01-31');
    await userEvent.click(dialog.getByRole('button', { name: 'Act' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(getMockDb().suspensions['user-chen']).toMatchObject({ reason: 'Spams every provider.' });
  },
};

/** Dismissing asks for a note; the report moves to Closed with it. */
export const Dismiss: Story = {
  play: async ({ canvasElement }) => {
    const card = await reportCard(canvasElement, /^Profile/);
    await userEvent.click(card.getByRole('button', { name: 'Dismiss…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dismiss the report' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Dismiss' }));
    const note = dialog.getByRole('textbox', { name: /Note/ });
    await waitFor(() => expect(describedText(note)).toContain('Write why the report is dismissed'));
    await userEvent.type(note, 'An ordinary profile.');
    await userEvent.click(dialog.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Closed' }));
    const closed = await reportCard(canvasElement, /^Profile/);
    await expect(closed.getByText(/Dismissed by Alan Admin on .*: An ordinary profile\./)).toBeVisible();
  },
};

/** The server refuses the action: its reason shows in the dialog. */
export const ActRefused: Story = {
  beforeEach({ msw }) {
    msw.use(actOnReportMock.error(409, 'CONFLICT', 'This report is already closed'));
  },
  play: async ({ canvasElement }) => {
    const card = await reportCard(canvasElement, /^Job post/);
    await userEvent.click(card.getByRole('button', { name: 'Act…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Act on the report' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), REASON);
    await userEvent.click(dialog.getByRole('button', { name: 'Act' }));
    await expect(await dialog.findByText('This report is already closed')).toBeVisible();
  },
};

/** Closed reports: the outcome; a hidden post can be restored from its report. */
export const Closed: Story = {
  beforeEach() {
    asAdministrator();
    const db = getMockDb();
    const post = db.requests.find((request) => request.id === 'request-others')!;
    post.hidden = { reason: REASON, hidden_at: '2026-11-20T10:00:00.000Z' };
    const report = db.reports.find((item) => item.id === 'report-job-off-platform')!;
    report.status = 'ACTED';
    report.resolution = {
      action: 'hide_job_post',
      note: REASON,
      operator: {
        user_id: 'user-alan',
        flid: 'alan_admin',
        first_name: 'Alan',
        last_name: 'Admin',
        photo_url: '',
      },
      resolved_at: '2026-11-20T10:00:00.000Z',
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Closed' }));
    const post = await reportCard(canvasElement, /^Job post/);
    await expect(post.getByText('Hidden')).toBeVisible();
    await expect(post.getByText(/Alan Admin hid the job post on/)).toBeVisible();
    await expect(
      (await reportCard(canvasElement, /^Message/)).getByText(/Dismissed by Alan Admin/),
    ).toBeVisible();
    await userEvent.click(post.getByRole('button', { name: 'Restore the job post' }));
    await waitFor(() => expect(post.queryByText('Hidden')).toBeNull());
    await expect(getMockDb().operatorActions[0]).toMatchObject({ action: 'job_post_restored' });
  },
};

export const Empty: Story = {
  beforeEach() {
    asAdministrator();
    getMockDb().reports = [];
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No reports waiting')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(fetchReportQueueMock.loading());

export const Error: Story = errorStory(fetchReportQueueMock.error(500), 'The reports could not be loaded.');

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '举报' })).toBeVisible();
    await expect(
      await canvas.findByRole('article', { name: '职位：要求在 Lancer 之外付款或联系' }),
    ).toBeVisible();
  },
};
