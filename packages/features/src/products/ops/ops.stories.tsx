import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { buildOpsEvent } from '@lancer/api/mocks/factories/product';
import { createProductOpsEventMock } from '@lancer/api/mocks/handlers/product/create-product-ops-event';
import { fetchProductOpsEventsMock } from '@lancer/api/mocks/handlers/product/fetch-product-ops-events';

import { blurActive, pickOption } from '../story-actions';
import { Ops } from './ops';

import { describedText, errorStory } from '../../lib/state-stories';

const meta = {
  title: 'Features/Products/Ops',
  component: Ops,
  args: { productId: 'product-salon' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Ops>;
export default meta;

type Story = StoryObj<typeof meta>;

const entryOf = async (canvas: ReturnType<typeof within>, title: string) =>
  within((await canvas.findByRole('heading', { name: title })).closest('li')!);

/** The demo product's log (stateful mocks), newest first: an incident with severity and resolved-at, a deployment. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const titles = (await canvas.findAllByRole('heading', { level: 3 })).map((h) => h.textContent);
    await expect(titles).toEqual(['Payments page slow', 'Release 1.4.0']);
    const incident = await entryOf(canvas, 'Payments page slow');
    await expect(incident.getByText('SEV 2 (major)')).toBeVisible();
    await expect(incident.getByText(/Resolved Nov 1, 2026/)).toBeVisible();
    await expect((await entryOf(canvas, 'Release 1.4.0')).getByText('Succeeded')).toBeVisible();
  },
};

/** Record an open incident (severity required), then resolve it: its resolved-at shows. */
export const RecordAndResolveIncident: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Release 1.4.0');
    const form = within(canvas.getByRole('region', { name: 'Record an event' }));
    await pickOption(canvasElement, form.getAllByRole('combobox')[0]!, 'Incident');
    await userEvent.type(canvas.getByLabelText(/^Title/), 'Reminder queue stuck');
    await pickOption(canvasElement, form.getAllByRole('combobox')[3]!, 'SEV 3 (minor)');
    await userEvent.click(canvas.getByRole('button', { name: 'Record event' }));
    const entry = await entryOf(canvas, 'Reminder queue stuck');
    await expect(entry.getByText('Open')).toBeVisible();
    await userEvent.click(entry.getByRole('button', { name: 'Resolve Reminder queue stuck' }));
    await expect(await entry.findByText(/^Resolved$/)).toBeVisible();
    await expect(entry.getByText(/· Resolved /)).toBeVisible();
    blurActive();
  },
};

/** An incident without a severity and no title: both messages; the choices stay. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Release 1.4.0');
    const form = within(canvas.getByRole('region', { name: 'Record an event' }));
    await pickOption(canvasElement, form.getAllByRole('combobox')[0]!, 'Incident');
    await userEvent.click(canvas.getByRole('button', { name: 'Record event' }));
    await expect(await canvas.findByText('Please type in a title')).toBeVisible();
    await expect(canvas.getByText('Pick the severity of the incident')).toBeVisible();
    await expect(form.getAllByRole('combobox')[0]).toHaveTextContent('Incident');
    blurActive();
  },
};

/** The server refuses two fields (VALIDATION_FAILED with fields): each message sits on its field, values stay. */
export const ServerFieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      createProductOpsEventMock.validationError(
        {
          title: 'This release is already recorded',
          environment: 'Staging has no deployments log yet',
        },
        'title: This release is already recorded',
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Release 1.4.0');
    const form = within(canvas.getByRole('region', { name: 'Record an event' }));
    const title = canvas.getByLabelText(/^Title/);
    await userEvent.type(title, 'Release 1.4.0');
    await pickOption(canvasElement, form.getAllByRole('combobox')[1]!, 'Staging');
    await userEvent.click(canvas.getByRole('button', { name: 'Record event' }));
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    await expect(describedText(title)).toContain('This release is already recorded');
    const environment = form.getAllByRole('combobox')[1]!;
    await expect(environment).toHaveAttribute('aria-invalid', 'true');
    await expect(describedText(environment)).toContain('Staging has no deployments log yet');
    await expect(title).toHaveValue('Release 1.4.0');
    await expect(environment).toHaveTextContent('Staging');
    blurActive();
  },
};

export const SaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(createProductOpsEventMock.error(403, 'FORBIDDEN', 'You are not a member of this product'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Release 1.4.0');
    await userEvent.type(canvas.getByLabelText(/^Title/), 'Release 1.5.0');
    await userEvent.click(canvas.getByRole('button', { name: 'Record event' }));
    await expect(await canvas.findByText('You are not a member of this product')).toBeVisible();
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue('Release 1.5.0');
    blurActive();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProductOpsEventsMock.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No deployments or incidents')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProductOpsEventsMock.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

export const Error: Story = errorStory(
  fetchProductOpsEventsMock.error(500),
  'The ops log could not be loaded.',
);

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '部署与故障' })).toBeVisible();
    await expect(await canvas.findByText('二级（重大）')).toBeVisible();
  },
};

const longTitle =
  'Payments page slow for salons with more than two thousand stylists during the end-of-month payout run';

export const LongContent: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchProductOpsEventsMock.success({
        items: [
          buildOpsEvent({ id: 'l1', kind: 'incident', title: longTitle, status: 'open', severity: 'sev1' }),
          buildOpsEvent({
            id: 'l2',
            title: 'release-2026-11-01-hotfix-for-the-calendar-sync-and-deposit-refunds',
            status: 'failed',
          }),
        ],
        total: 2,
        page: 1,
        page_size: 100,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { name: longTitle });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
