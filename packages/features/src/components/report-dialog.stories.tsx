import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { getMockDb } from '@lancer/api/mocks/db/store';
import { submitReportMock } from '@lancer/api/mocks/handlers/report/submit-report';

import { ReportButton } from './report-button';

/** Grace (the demo's signed-in client) reports Wei Chen's job post; she already reported his profile. */
const meta = {
  title: 'Features/Report/ReportDialog',
  component: ReportButton,
  args: { targetType: 'job_post', targetId: 'request-others' },
} satisfies Meta<typeof ReportButton>;
export default meta;

type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement, button: string, title: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: title }));
};

/** A reason from the list (required) and the reporter's own words; sent, it thanks them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Report post', 'Report this job post');
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await expect(await dialog.findByText('Choose a reason')).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: 'Asks to pay or talk outside Lancer' }));
    const detail = dialog.getByRole('textbox', { name: /What happened/ });
    await userEvent.type(detail, 'Wants payment by bank transfer.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await expect(await screen.findByRole('dialog', { name: 'Thank you for reporting' })).toBeVisible();
    await expect(getMockDb().reports.at(-1)).toMatchObject({
      reporter_id: 'user-grace',
      target_id: 'request-others',
      reason: 'off_platform',
      detail: 'Wants payment by bank transfer.',
    });
  },
};

/** Reporting again what one already reported says so (REPORT-ONE-OPEN), not a second report. */
export const AlreadyReported: Story = {
  args: { targetType: 'profile', targetId: 'user-chen' },
  play: async ({ canvasElement }) => {
    const before = getMockDb().reports.length;
    const dialog = await openDialog(canvasElement, 'Report profile', 'Report this profile');
    await userEvent.click(dialog.getByRole('radio', { name: 'Spam or a repeated post' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    const already = within(await screen.findByRole('dialog', { name: 'You already reported this' }));
    await expect(already.getByText(/still waiting for an administrator/)).toBeVisible();
    await expect(getMockDb().reports).toHaveLength(before);
    await userEvent.click(already.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The server fails: its reason shows in the dialog and the choice stays. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(submitReportMock.error(500, 'INTERNAL', 'Something went wrong on our side'));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Report post', 'Report this job post');
    await userEvent.click(dialog.getByRole('radio', { name: 'Scam or fraud' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await expect(await dialog.findByText('The report was not sent.')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Scam or fraud' })).toBeChecked();
  },
};

/** A review's report, in Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { targetType: 'review', targetId: 'review-chen-grace' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, '举报评价', '举报此评价');
    await expect(dialog.getByRole('radio', { name: '骚扰或辱骂' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '发送举报' })).toBeVisible();
  },
};
