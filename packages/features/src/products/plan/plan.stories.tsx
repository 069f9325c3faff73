import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { buildRoadmapItem } from '@lancer/api/mocks/factories/product';
import { createProductPlanItemMock } from '@lancer/api/mocks/handlers/product/create-product-plan-item';
import { fetchProductPlanMock } from '@lancer/api/mocks/handlers/product/fetch-product-plan';

import { blurActive, pickOption } from '../story-actions';
import { Plan } from './plan';

import { describedText, errorStory } from '../../lib/state-stories';

const meta = {
  title: 'Features/Products/Plan',
  component: Plan,
  args: { productId: 'product-salon' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Plan>;
export default meta;

type Story = StoryObj<typeof meta>;

const column = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.findByRole('region', { name: new RegExp(`^${name}`) });

/** The demo product's roadmap (stateful mocks): items in their status columns with quarters. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await within(await column(canvas, 'In progress')).findByText('Online deposits'),
    ).toBeVisible();
    await expect(within(await column(canvas, 'Planned')).getByText('SMS reminders')).toBeVisible();
    await expect(within(await column(canvas, 'Done')).getByText('Stylist profiles')).toBeVisible();
    await expect(canvas.getByText('2027-Q1')).toBeVisible();
  },
};

/** Add an item, then move it to "In progress": it shows in that column. */
export const AddAndMove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Online deposits');
    await userEvent.type(canvas.getByLabelText(/^Title/), 'Gift cards');
    await userEvent.type(canvas.getByLabelText(/^Quarter/), '2027-Q2');
    await userEvent.click(canvas.getByRole('button', { name: 'Add item' }));
    const planned = await column(canvas, 'Planned');
    await expect(await within(planned).findByText('Gift cards')).toBeVisible();
    // The form clears once the save settles, which may be after the list shows the new row.
    await waitFor(() => expect(canvas.getByLabelText(/^Title/)).toHaveValue(''));
    await pickOption(canvasElement, 'Move Gift cards to', 'In progress');
    await expect(await within(await column(canvas, 'In progress')).findByText('Gift cards')).toBeVisible();
    blurActive();
  },
};

/** Edit an item's title and quarter in the dialog. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit SMS reminders' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    const title = dialog.getByLabelText(/^Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'SMS and email reminders');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('SMS and email reminders')).toBeVisible();
  },
};

/** Nothing typed and a quarter that is not one: both messages, the typed quarter stays. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Online deposits');
    await userEvent.type(canvas.getByLabelText(/^Quarter/), 'next spring');
    await userEvent.click(canvas.getByRole('button', { name: 'Add item' }));
    await expect(await canvas.findByText('Please type in a title')).toBeVisible();
    await expect(canvas.getByText('Pick a quarter such as 2027-Q1')).toBeVisible();
    await expect(canvas.getByLabelText(/^Quarter/)).toHaveValue('next spring');
    blurActive();
  },
};

/** The server refuses the add: its reason shows and the form keeps the values. */
export const SaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(createProductPlanItemMock.error(403, 'FORBIDDEN', 'You are not a member of this product'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Online deposits');
    await userEvent.type(canvas.getByLabelText(/^Title/), 'Gift cards');
    await userEvent.type(canvas.getByLabelText(/^Quarter/), '2027-Q2');
    await userEvent.click(canvas.getByRole('button', { name: 'Add item' }));
    await expect(await canvas.findByText('You are not a member of this product')).toBeVisible();
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue('Gift cards');
    blurActive();
  },
};

/** The server refuses two fields (VALIDATION_FAILED with fields): each message sits on its field, values stay. */
export const ServerFieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      createProductPlanItemMock.validationError(
        {
          title: 'A plan item with this title exists',
          quarter: 'This quarter is already closed',
        },
        'title: A plan item with this title exists',
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Online deposits');
    const title = canvas.getByLabelText(/^Title/);
    const quarter = canvas.getByLabelText(/^Quarter/);
    await userEvent.type(title, 'Gift cards');
    await userEvent.type(quarter, '2026-Q1');
    await userEvent.click(canvas.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    await expect(describedText(title)).toContain('A plan item with this title exists');
    await expect(quarter).toHaveAttribute('aria-invalid', 'true');
    await expect(describedText(quarter)).toContain('This quarter is already closed');
    await expect(title).toHaveValue('Gift cards');
    await expect(quarter).toHaveValue('2026-Q1');
    blurActive();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProductPlanMock.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing planned yet')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProductPlanMock.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

export const Error: Story = errorStory(fetchProductPlanMock.error(500), 'The plan could not be loaded.');

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '路线图' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: /^计划中/ })).toBeVisible();
  },
};

const long =
  'Self-service rescheduling with deposits carried over, waiting lists per stylist and reminders in the client’s own language';

/** Long titles wrap inside their cards; many items per column. */
export const LongContent: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchProductPlanMock.success({
        items: [
          buildRoadmapItem({ id: 'r1', title: long, quarter: '2027-Q1', status: 'planned' }),
          buildRoadmapItem({ id: 'r2', title: `${long} (phase two)`, quarter: '2027-Q2', status: 'planned' }),
          buildRoadmapItem({
            id: 'r3',
            title: 'Supercalifragilisticexpialidocious-integration-with-calendars',
            quarter: '2026-Q4',
            status: 'in_progress',
          }),
          buildRoadmapItem({ id: 'r4', title: 'Done thing', quarter: '2026-Q3', status: 'done' }),
        ],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = (await canvas.findByText(long)).closest('li')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};
