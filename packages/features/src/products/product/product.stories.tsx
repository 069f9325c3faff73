import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { buildProduct } from '@lancer/api/mocks/factories/product';
import { fetchProductMock } from '@lancer/api/mocks/handlers/product/fetch-product';
import { updateProductMock } from '@lancer/api/mocks/handlers/product/update-product';

import { blurActive } from '../story-actions';
import { ProductOverview } from './product';

import { errorStory } from '../../lib/state-stories';

const meta = {
  title: 'Features/Products/Product',
  component: ProductOverview,
  args: { productId: 'product-salon' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProductOverview>;
export default meta;

type Story = StoryObj<typeof meta>;

const figure = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.getByText(label, { selector: 'dt' }).nextElementSibling;

/** The demo product (stateful mocks): name, status, owner, key figures counted from the other tabs, links. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Salon Suite' })).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText(/Owner: Grace Hopper/)).toBeVisible();
    await expect(figure(canvas, 'Members')).toHaveTextContent('3');
    await expect(figure(canvas, 'Open issues')).toHaveTextContent('2');
    await expect(figure(canvas, 'Open work items')).toHaveTextContent('2');
    await expect(canvas.getByRole('link', { name: 'Website' })).toHaveAttribute(
      'href',
      'https://salon-suite.example',
    );
  },
};

/** Edit the description and add a link: the overview shows them after saving. */
export const EditAndSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit product' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    const description = dialog.getByLabelText('Description');
    await userEvent.clear(description);
    await userEvent.type(description, 'Bookings for salons and barbers.');
    await userEvent.click(dialog.getByRole('button', { name: 'Add a link' }));
    await userEvent.type(dialog.getByLabelText(/^Link 2 label/), 'Docs');
    await userEvent.type(dialog.getByLabelText(/^Link 2 address/), 'docs.salon-suite.example');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Bookings for salons and barbers.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Docs' })).toHaveAttribute(
      'href',
      'https://docs.salon-suite.example',
    );
  },
};

/** An empty name and an address that is not one: both messages; the dialog keeps what was typed. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit product' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.clear(dialog.getByLabelText(/^Name/));
    const url = dialog.getByLabelText(/^Link 1 address/);
    await userEvent.clear(url);
    await userEvent.type(url, 'not an address');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Please name the product')).toBeVisible();
    await expect(dialog.getByText('Please type in a full address such as https://example.com')).toBeVisible();
    await expect(url).toHaveValue('not an address');
  },
};

/** The server refuses: its reason shows in the dialog, which stays open with the values. */
export const SaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(updateProductMock.error(403, 'FORBIDDEN', 'You are not a member of this product'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit product' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(/^Name/), ' Pro');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('You are not a member of this product')).toBeVisible();
    await expect(dialog.getByLabelText(/^Name/)).toHaveValue('Salon Suite Pro');
  },
};

/** Archive, then the status reads Archived and the button offers to reactivate. */
export const Archive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Archive' }));
    await expect(await canvas.findByText('Archived')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reactivate' })).toBeVisible();
    blurActive();
  },
};

/** A new product: no description and no links yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchProductMock.success(
        buildProduct({
          id: 'product-new',
          description: '',
          links: [],
          collaborator_count: 1,
          open_issue_count: 0,
          open_work_item_count: 0,
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No description yet.')).toBeVisible();
    await expect(canvas.getByText('No links yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProductMock.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

export const Error: Story = errorStory(fetchProductMock.error(500), 'The product could not be loaded.');

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '关键数据' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '编辑产品' })).toBeVisible();
  },
};

const longName =
  'Salon Suite for independent salons, barbers, nail studios and every kind of beauty business';

export const LongContent: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchProductMock.success(
        buildProduct({
          name: longName,
          description: `${'Booking, deposits, reminders and payments in one place. '.repeat(8)}`,
          links: [
            {
              label: 'A very long link label that goes on and on',
              url: `https://example.com/${'very-long-path/'.repeat(8)}`,
            },
            { label: 'Repository', url: 'https://git.example/salon-suite' },
          ],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { name: longName });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
