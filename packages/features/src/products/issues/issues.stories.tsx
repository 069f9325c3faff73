import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { buildProductIssue } from '@lancer/api/mocks/factories/product';
import { buildUserSummary } from '@lancer/api/mocks/factories/user';
import { createProductIssueMock } from '@lancer/api/mocks/handlers/product/create-product-issue';
import { fetchProductIssuesMock } from '@lancer/api/mocks/handlers/product/fetch-product-issues';
import { resolveProductIssueMock } from '@lancer/api/mocks/handlers/product/resolve-product-issue';

import { blurActive, pickOption } from '../story-actions';
import { Issues } from './issues';

import { describedText, errorStory } from '../../lib/state-stories';

const meta = {
  title: 'Features/Products/Issues',
  component: Issues,
  // The demo client (Grace) owns the demo product.
  args: { productId: 'product-salon', currentUserId: 'user-grace', isOwner: true },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Issues>;
export default meta;

type Story = StoryObj<typeof meta>;

const cardOf = async (canvas: ReturnType<typeof within>, heading: string) =>
  within((await canvas.findByRole('heading', { name: heading })).closest('li')!);

/** An action button is busy until the list has reloaded after the previous action. */
async function clickWhenReady(button: HTMLElement) {
  await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
  await userEvent.click(button);
}

/** The demo product's issues (stateful mocks), newest first, with the actions the owner may take. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = await canvas.findAllByRole('heading', { level: 3 });
    await expect(headings.map((h) => h.textContent)).toEqual([
      '#2 Calendar misses holidays',
      '#1 Reminder emails land in spam',
    ]);
    const first = await cardOf(canvas, '#1 Reminder emails land in spam');
    await expect(first.getByText('Open')).toBeVisible();
    await expect(first.getByText('#1 reported by Grace Hopper · Assigned to Ada Lovelace')).toBeVisible();
    await expect(
      first.getByRole('button', { name: 'Resolve: #1 Reminder emails land in spam' }),
    ).toBeVisible();
  },
};

/** Report an issue, resolve it, confirm it (closed), reopen it: the issue model of projects. */
export const ReportAndWalkStates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('#2 Calendar misses holidays');
    await userEvent.type(canvas.getByLabelText(/^Title/), 'Receipt shows the wrong tax');
    await userEvent.type(canvas.getByLabelText(/^Description/), 'Receipts print 19% where the salon set 7%.');
    await userEvent.click(canvas.getByRole('button', { name: 'Report issue' }));
    const card = await cardOf(canvas, '#3 Receipt shows the wrong tax');
    // The form clears once the save settles, which may be after the list shows the new row.
    await waitFor(() => expect(canvas.getByLabelText(/^Title/)).toHaveValue(''));
    await clickWhenReady(card.getByRole('button', { name: /^Resolve/ }));
    await expect(await card.findByText('Resolved')).toBeVisible();
    await clickWhenReady(card.getByRole('button', { name: /^Confirm/ }));
    await expect(await card.findByText('Closed')).toBeVisible();
    await clickWhenReady(card.getByRole('button', { name: /^Reopen/ }));
    await expect(await card.findByText('Open')).toBeVisible();
    blurActive();
  },
};

/** A collaborator who did not report an issue may resolve and reopen it, but not confirm it. */
export const AsCollaborator: Story = {
  args: { currentUserId: 'user-ada', isOwner: false },
  beforeEach({ msw }) {
    msw.use(
      fetchProductIssuesMock.success({
        items: [buildProductIssue({ id: 'p1', number: 1, state: 'resolved', title: 'Resolved by someone' })],
        total: 1,
        page: 1,
        page_size: 100,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await cardOf(canvas, '#1 Resolved by someone');
    await expect(card.getByRole('button', { name: /^Reopen/ })).toBeVisible();
    await expect(card.queryByRole('button', { name: /^Confirm/ })).toBeNull();
  },
};

/** Show only resolved issues. */
export const Filter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('#2 Calendar misses holidays');
    await pickOption(canvasElement, 'Show', 'Resolved');
    await expect(await canvas.findByText('No issues')).toBeVisible();
  },
};

/** The spec's "Please input issue description"; the typed title stays. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('#2 Calendar misses holidays');
    await userEvent.type(canvas.getByLabelText(/^Title/), 'Only a title');
    await userEvent.click(canvas.getByRole('button', { name: 'Report issue' }));
    await expect(await canvas.findByText('Please input issue description')).toBeVisible();
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue('Only a title');
    blurActive();
  },
};

/** The server refuses two fields (VALIDATION_FAILED with fields): each message sits on its field, values stay. */
export const ServerFieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      createProductIssueMock.validationError(
        {
          title: 'An open issue has this title',
          description: 'Describe what happened and what you expected',
        },
        'title: An open issue has this title',
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('#2 Calendar misses holidays');
    const title = canvas.getByLabelText(/^Title/);
    const description = canvas.getByLabelText(/^Description/);
    await userEvent.type(title, 'Receipt shows the wrong tax');
    await userEvent.type(description, 'Wrong tax.');
    await userEvent.click(canvas.getByRole('button', { name: 'Report issue' }));
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    await expect(describedText(title)).toContain('An open issue has this title');
    await expect(description).toHaveAttribute('aria-invalid', 'true');
    await expect(describedText(description)).toContain('Describe what happened and what you expected');
    await expect(title).toHaveValue('Receipt shows the wrong tax');
    await expect(description).toHaveValue('Wrong tax.');
    blurActive();
  },
};

export const ActionFailed: Story = {
  beforeEach({ msw }) {
    msw.use(resolveProductIssueMock.error(403, 'FORBIDDEN', 'You are not a member of this product'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await cardOf(canvas, '#1 Reminder emails land in spam');
    await userEvent.click(card.getByRole('button', { name: /^Resolve/ }));
    await expect(await canvas.findByText('You are not a member of this product')).toBeVisible();
    blurActive();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProductIssuesMock.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No issues')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProductIssuesMock.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

export const Error: Story = errorStory(fetchProductIssuesMock.error(500), 'The issues could not be loaded.');

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '问题' })).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: /^解决/ }))[0]).toBeVisible();
  },
};

const longTitle =
  'Reminder emails for appointments booked through the partner marketplace land in spam for every Outlook user';

export const LongContent: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchProductIssuesMock.success({
        items: [
          buildProductIssue({
            id: 'l1',
            number: 128,
            title: longTitle,
            description: 'Steps: book, wait, check the inbox. '.repeat(12),
            assignee: buildUserSummary({
              first_name: 'Maximiliana',
              last_name: 'Featherstonehaugh-Wolfeschlegel',
            }),
          }),
        ],
        total: 1,
        page: 1,
        page_size: 100,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { name: `#128 ${longTitle}` });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
  },
};
