import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { buildProduct } from '@lancer/api/mocks/factories/product';
import { createProductMock } from '@lancer/api/mocks/handlers/product/create-product';
import { fetchProductsMock } from '@lancer/api/mocks/handlers/product/fetch-products';

import { blurActive, pickOption } from '../story-actions';
import { ProductSwitcher } from './product-switcher';

const meta = {
  title: 'Features/Products/Switcher',
  component: ProductSwitcher,
  args: { selectedId: 'product-salon', onSelect: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProductSwitcher>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = (names: string[]) => ({
  items: names.map((name, i) => buildProduct({ id: i === 0 ? 'product-salon' : `product-${i}`, name })),
  total: names.length,
  page: 1,
  page_size: 100,
});

/** My products (stateful mocks: the demo client's Salon Suite) and "Create a product". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Product' })).toHaveTextContent('Salon Suite');
    await expect(canvas.getByRole('button', { name: 'Create a product' })).toBeVisible();
  },
};

/** Picking another product tells the page. */
export const Switch: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProductsMock.success(page(['Salon Suite', 'Barber Book'])));
  },
  play: async ({ canvasElement, args }) => {
    await pickOption(canvasElement, 'Product', 'Barber Book');
    await expect(args.onSelect).toHaveBeenCalledWith('product-1');
    blurActive();
  },
};

/** Create a product: the dialog closes and the new product is selected. */
export const CreateProduct: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create a product' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(/^Name/), 'Barber Book');
    await userEvent.type(dialog.getByLabelText('Description'), 'Walk-ins and bookings for barbers.');
    await userEvent.click(dialog.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith(expect.stringMatching(/^product-/)));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
  },
};

export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create a product' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Description'), 'No name yet');
    await userEvent.click(dialog.getByRole('button', { name: 'Create product' }));
    await expect(await dialog.findByText('Please name the product')).toBeVisible();
    await expect(dialog.getByLabelText('Description')).toHaveValue('No name yet');
  },
};

export const CreateFailed: Story = {
  beforeEach({ msw }) {
    msw.use(createProductMock.error(503, 'INTERNAL', 'The service is busy, try again'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create a product' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(/^Name/), 'Barber Book');
    await userEvent.click(dialog.getByRole('button', { name: 'Create product' }));
    await expect(await dialog.findByText('The product could not be created.')).toBeVisible();
    await expect(dialog.getByLabelText(/^Name/)).toHaveValue('Barber Book');
  },
};

/** No products yet: only the create button. */
export const Empty: Story = {
  args: { selectedId: null },
  beforeEach({ msw }) {
    msw.use(fetchProductsMock.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Create a product' })).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** While my products load, creating one is already possible. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProductsMock.loading());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Create a product' })).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** The page says the list failed (Features/Products/Page Error); the switcher still offers to create. */
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProductsMock.error(500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Create a product' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: '产品' })).toHaveTextContent('Salon Suite');
    await expect(canvas.getByRole('button', { name: '创建产品' })).toBeVisible();
  },
};

export const LongContent: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchProductsMock.success(
        page(['Salon Suite for independent salons, barbers, nail studios and spas', 'Short']),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('combobox', { name: 'Product' });
    await expect(select).toHaveTextContent(/^Salon Suite for independent/);
    await expect(select.scrollWidth).toBeLessThanOrEqual(select.clientWidth + 1);
  },
};
