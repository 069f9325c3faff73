import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { buildWorkItem } from '@lancer/api/mocks/factories/product';
import { buildUserSummary } from '@lancer/api/mocks/factories/user';
import { createProductWorkItemMock } from '@lancer/api/mocks/handlers/product/create-product-work-item';
import { fetchProductWorkItemsMock } from '@lancer/api/mocks/handlers/product/fetch-product-work-items';
import { updateProductWorkItemMock } from '@lancer/api/mocks/handlers/product/update-product-work-item';

import { blurActive, pickOption } from '../story-actions';
import { Development } from './development';

import { describedText, errorStory } from '../../lib/state-stories';

const meta = {
  title: 'Features/Products/Development',
  component: Development,
  args: { productId: 'product-salon' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Development>;
export default meta;

type Story = StoryObj<typeof meta>;

const rowOf = async (canvas: ReturnType<typeof within>, title: string) =>
  within((await canvas.findByText(title)).closest('tr')!);

/** The demo product's work items (stateful mocks): state, assignee, linked issue, estimate. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await rowOf(canvas, 'Stylist calendar view');
    await expect(row.getByText('In progress')).toBeVisible();
    await expect(row.getByText('Ada Lovelace')).toBeVisible();
    await expect(row.getByText('Issue #1: Reminder emails land in spam')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Move to In review: Stylist calendar view' })).toBeVisible();
    await expect((await rowOf(canvas, 'Deposit refunds')).getByText('Unassigned')).toBeVisible();
  },
};

/** Add a work item assigned to Ada and linked to issue #2, then move it from To do to In progress. */
export const AddAndMove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Stylist calendar view');
    await userEvent.type(canvas.getByLabelText(/^Title/), 'Holiday import');
    const form = within(canvas.getByRole('region', { name: 'Add a work item' }));
    await pickOption(canvasElement, form.getAllByRole('combobox')[0]!, 'Ada Lovelace');
    await pickOption(canvasElement, form.getAllByRole('combobox')[1]!, '#2 Calendar misses holidays');
    await userEvent.type(canvas.getByLabelText('Estimate (hours)'), '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Add work item' }));
    const row = await rowOf(canvas, 'Holiday import');
    await expect(row.getByText('To do')).toBeVisible();
    await expect(row.getByText('Issue #2: Calendar misses holidays')).toBeVisible();
    await expect(row.getByText('5 h')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: 'Move to In progress: Holiday import' }));
    await expect(await row.findByText('In progress')).toBeVisible();
    blurActive();
  },
};

/** Filter by status, then by assignee: only matching items stay. */
export const Filter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Stylist calendar view');
    await pickOption(canvasElement, 'Filter by status', 'Done');
    await expect(await canvas.findByText('Stylist photos')).toBeVisible();
    await expect(canvas.queryByText('Deposit refunds')).toBeNull();
    await pickOption(canvasElement, 'Filter by status', 'All statuses');
    await pickOption(canvasElement, 'Filter by assignee', 'Ada Lovelace');
    await expect(await canvas.findByText('Stylist calendar view')).toBeVisible();
    await expect(canvas.queryByText('Stylist photos')).toBeNull();
  },
};

/** No title and an estimate that is not a number of hours: both messages, the values stay. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Stylist calendar view');
    await userEvent.type(canvas.getByLabelText('Estimate (hours)'), 'lots');
    await userEvent.click(canvas.getByRole('button', { name: 'Add work item' }));
    await expect(await canvas.findByText('Please type in a title')).toBeVisible();
    await expect(canvas.getByText('Type a number of hours from 0 to 1000')).toBeVisible();
    await expect(canvas.getByLabelText('Estimate (hours)')).toHaveValue('lots');
    blurActive();
  },
};

/** The server refuses two fields (VALIDATION_FAILED with fields): each message sits on its field, values stay. */
export const ServerFieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      createProductWorkItemMock.validationError(
        {
          title: 'A work item with this title exists',
          estimate_hours: 'Split work above 80 hours into items',
        },
        'title: A work item with this title exists',
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Stylist calendar view');
    const title = canvas.getByLabelText(/^Title/);
    const estimate = canvas.getByLabelText('Estimate (hours)');
    await userEvent.type(title, 'Holiday import');
    await userEvent.type(estimate, '120');
    await userEvent.click(canvas.getByRole('button', { name: 'Add work item' }));
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    await expect(describedText(title)).toContain('A work item with this title exists');
    await expect(estimate).toHaveAttribute('aria-invalid', 'true');
    await expect(describedText(estimate)).toContain('Split work above 80 hours into items');
    await expect(title).toHaveValue('Holiday import');
    await expect(estimate).toHaveValue('120');
    blurActive();
  },
};

/** A move the server refuses (another member moved it first): the reason shows. */
export const MoveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      updateProductWorkItemMock.error(
        409,
        'INVALID_STATE_TRANSITION',
        'Cannot move to review a work item that is done',
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await rowOf(canvas, 'Stylist calendar view');
    await userEvent.click(row.getByRole('button', { name: 'Move to In review: Stylist calendar view' }));
    await expect(await canvas.findByText('Cannot move to review a work item that is done')).toBeVisible();
    blurActive();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProductWorkItemsMock.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No work items')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProductWorkItemsMock.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

export const Error: Story = errorStory(
  fetchProductWorkItemsMock.error(500),
  'The work items could not be loaded.',
);

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '工作项' })).toBeVisible();
    await expect(await canvas.findByText('进行中')).toBeVisible();
  },
};

const longTitle =
  'Migrate every salon’s historical bookings, deposits and reminders to the new calendar service';

export const LongContent: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchProductWorkItemsMock.success({
        items: [
          buildWorkItem({
            id: 'w1',
            title: longTitle,
            assignee: buildUserSummary({
              first_name: 'Maximiliana',
              last_name: 'Featherstonehaugh-Wolfeschlegel',
            }),
            issue: {
              id: 'i1',
              number: 12,
              title: 'Historical bookings disappear after the calendar sync runs twice',
            },
            estimate_hours: 120,
          }),
          buildWorkItem({ id: 'w2', title: 'Short', status: 'review', assignee: null }),
        ],
        total: 2,
        page: 1,
        page_size: 100,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(longTitle)).toBeVisible();
    await expect(canvas.getByText('120 h')).toBeVisible();
  },
};
