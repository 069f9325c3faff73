import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { getMockDb } from '@lancer/api/mocks/db/store';
import { fixtureTime } from '@lancer/api/mocks/factories/sequence';
import { summaryOf } from '@lancer/api/mocks/factories/user';
import { fetchAuditLogMock } from '@lancer/api/mocks/handlers/console/fetch-audit-log';

import { errorStory, loadingStory } from '../../lib/state-stories';
import { ConsoleAuditLog } from './console-audit-log';

/** The administrator decided the bakery logo's dispute 60/40 with a reason. */
function decidedOnce() {
  const db = getMockDb();
  db.defaultUserId = 'user-alan';
  const alan = db.users.find((user) => user.account.basic.user_id === 'user-alan')!;
  db.operatorActions.unshift({
    id: 'action-1',
    operator: summaryOf(alan),
    action: 'dispute_decided',
    subject_type: 'dispute',
    subject_id: 'dispute-logo',
    details: { outcome: 'split', provider_cents: 12_000, client_cents: 8_000, currency: 'USD' },
    reason: 'The logo was delivered; the vector files came late.',
    created_at: fixtureTime(500),
  });
}

const meta = {
  title: 'Features/Console/ConsoleAuditLog',
  component: ConsoleAuditLog,
  parameters: { layout: 'fullscreen' },
  beforeEach: decidedOnce,
} satisfies Meta<typeof ConsoleAuditLog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** One decision: who, what (the split in money), when and why. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const table = within(await canvas.findByRole('table', { name: 'Audit log' }));
    await expect(table.getByText('Alan Admin')).toBeVisible();
    await expect(table.getByText('Decided a dispute')).toBeVisible();
    await expect(table.getByText(`split: $120.00 to the provider, $80.00 to the client`)).toBeVisible();
    await expect(table.getByText('The logo was delivered; the vector files came late.')).toBeVisible();
  },
};

/** A suspension and its reinstatement (decision 1503): the end on the reader's clock, and why. */
export const Suspension: Story = {
  beforeEach() {
    const db = getMockDb();
    const alan = summaryOf(db.users.find((user) => user.account.basic.user_id === 'user-alan')!);
    const line = { operator: alan, subject_type: 'user', subject_id: 'user-chen' } as const;
    db.operatorActions = [
      {
        ...line,
        id: 'action-3',
        action: 'user_reinstated',
        details: {},
        reason: 'Explained; first time.',
        created_at: fixtureTime(700),
      },
      {
        ...line,
        id: 'action-2',
        action: 'user_suspended',
        details: { until: '2026-12-04T23:59:59.000Z' },
        reason: 'Asked a client to pay outside Lancer.',
        created_at: fixtureTime(600),
      },
    ];
  },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: 'Audit log' }));
    await expect(table.getByText('Suspended a user')).toBeVisible();
    await expect(table.getByText('Reinstated a user')).toBeVisible();
    await expect(table.getByText(/^Suspended until Dec \d, 2026/)).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: () => {
    getMockDb().operatorActions = [];
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No operator actions yet')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(fetchAuditLogMock.loading());

export const Error: Story = errorStory(fetchAuditLogMock.error(500), 'The audit log could not be loaded.');

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '审计日志' })).toBeVisible();
    const table = within(await canvas.findByRole('table', { name: '审计日志' }));
    await expect(table.getByText('裁定了争议')).toBeVisible();
  },
};
