import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { buildProduct } from '@lancer/api/mocks/factories/product';
import { fetchProductMock } from '@lancer/api/mocks/handlers/product/fetch-product';
import { fetchProductsMock } from '@lancer/api/mocks/handlers/product/fetch-products';

import type { ProductTab } from '../product-tabs';
import { blurActive, pickOption } from '../story-actions';
import { ProductsPage } from './products-page';

import { errorStory } from '../../lib/state-stories';

/** The page with its address held in state, as apps/web keeps it in the URL. */
function StatefulPage({ initialTab }: { initialTab: ProductTab }) {
  const [tab, setTab] = useState<ProductTab>(initialTab);
  const [productId, setProductId] = useState<string | null>(null);
  return (
    <ProductsPage
      tab={tab}
      productId={productId}
      currentUserId="user-grace"
      onSelectTab={setTab}
      onSelectProduct={setProductId}
    />
  );
}

/** The chart library loads on first use (metric-chart.tsx): give it time in a cold story run. */
const chartLoad = { timeout: 10_000 };

const meta = {
  // The chart library and the axis font are loaded before the story draws: the chart measures its
  // tick labels once, and a cold run (font still loading) would space the ticks differently.
  loaders: [() => import('@lancer/ui/components/bar-chart'), () => document.fonts.load('12px Inter')],
  title: 'Features/Products/Page',
  component: StatefulPage,
  args: { initialTab: 'product' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StatefulPage>;
export default meta;

type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const openTab = async (canvas: Canvas, name: string) => {
  await userEvent.click(canvas.getByRole('button', { name }));
  await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-current', 'page');
};

/** The demo client's product on the "product" tab, with the seven tabs in the spec's order. */
// proves: ROUTE-PRODUCTS
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Salon Suite' })).toBeVisible();
    const tabs = within(canvas.getByRole('navigation', { name: 'Product tabs' })).getAllByRole('button');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Collaborators',
      'Development',
      'Issues',
      'Metrics',
      'Ops',
      'Product',
      'Plan',
    ]);
    await expect(canvas.getByRole('button', { name: 'Product' })).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * The walk of issue 14 against the stateful mocks: create a product, add a plan item, a work item, an
 * issue and an ops event, invite a collaborator; each tab then shows them and the overview counts them.
 */
export const CreateAndFillEveryTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('heading', { level: 2, name: 'Salon Suite' });

    await userEvent.click(canvas.getByRole('button', { name: 'Create a product' }));
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(/^Name/), 'Barber Book');
    await userEvent.click(dialog.getByRole('button', { name: 'Create product' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Barber Book' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Product' })).toHaveTextContent('Barber Book');

    await openTab(canvas, 'Plan');
    await userEvent.type(await canvas.findByLabelText(/^Title/), 'Walk-in queue');
    await userEvent.type(canvas.getByLabelText(/^Quarter/), '2027-Q1');
    await userEvent.click(canvas.getByRole('button', { name: 'Add item' }));
    await expect(await canvas.findByText('Walk-in queue')).toBeVisible();

    await openTab(canvas, 'Issues');
    await userEvent.type(await canvas.findByLabelText(/^Title/), 'Queue resets at midnight');
    await userEvent.type(canvas.getByLabelText(/^Description/), 'Everyone waiting is dropped.');
    await userEvent.click(canvas.getByRole('button', { name: 'Report issue' }));
    await expect(await canvas.findByRole('heading', { name: '#1 Queue resets at midnight' })).toBeVisible();

    await openTab(canvas, 'Development');
    await userEvent.type(await canvas.findByLabelText(/^Title/), 'Persist the queue');
    const form = within(canvas.getByRole('region', { name: 'Add a work item' }));
    await pickOption(canvasElement, form.getAllByRole('combobox')[1]!, '#1 Queue resets at midnight');
    await userEvent.click(canvas.getByRole('button', { name: 'Add work item' }));
    await expect(await canvas.findByText('Issue #1: Queue resets at midnight')).toBeVisible();

    await openTab(canvas, 'Ops');
    await userEvent.type(await canvas.findByLabelText(/^Title/), 'Release 0.1.0');
    await userEvent.click(canvas.getByRole('button', { name: 'Record event' }));
    await expect(await canvas.findByRole('heading', { name: 'Release 0.1.0' })).toBeVisible();

    await openTab(canvas, 'Collaborators');
    await userEvent.type(await canvas.findByLabelText(/^Email or user ID/), 'ada_lovelace');
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    await expect(
      await within(await canvas.findByRole('list', { name: 'Members' })).findByText('Ada Lovelace'),
    ).toBeVisible();

    await openTab(canvas, 'Metrics');
    await expect(
      await canvas.findByRole('img', { name: 'Operations' }, chartLoad),
    ).toHaveAccessibleDescription(/Deployments 1 in total/);

    await openTab(canvas, 'Plan');
    await expect(await canvas.findByText('Walk-in queue')).toBeVisible();
    await openTab(canvas, 'Development');
    await expect(await canvas.findByText('Persist the queue')).toBeVisible();

    await openTab(canvas, 'Product');
    // The overview shows its cached figures first and then the refetched ones.
    const figure = (label: string) => canvas.getByText(label, { selector: 'dt' }).nextElementSibling;
    await canvas.findByText('Members', { selector: 'dt' });
    await waitFor(() => expect(figure('Members')).toHaveTextContent('2'));
    await expect(figure('Open issues')).toHaveTextContent('1');
    await expect(figure('Open work items')).toHaveTextContent('1');
    blurActive();
  },
};

/** A user without products: the empty state, with "Create a product" in the header. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProductsMock.empty());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No products yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create a product' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Product tabs' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(fetchProductsMock.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

export const Error: Story = errorStory(fetchProductsMock.error(500), 'Your products could not be loaded.');

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { initialTab: 'collaborators' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('产品');
    await expect(await canvas.findByRole('button', { name: '协作者' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await canvas.findByRole('list', { name: '成员' })).toBeVisible();
  },
};

const longName =
  'Salon Suite for independent salons, barbers, nail studios, spas and every beauty business in between';

export const LongContent: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchProductsMock.success({
        items: [buildProduct({ id: 'product-salon', name: longName })],
        total: 1,
        page: 1,
        page_size: 100,
      }),
      fetchProductMock.success(buildProduct({ id: 'product-salon', name: longName })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Product' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** The address names a product of someone else: the server's refusal shows; my own products stay one click away. */
export const NotAMember: Story = {
  render: () => (
    <ProductsPage
      tab="plan"
      productId="product-of-someone-else"
      currentUserId="user-grace"
      onSelectTab={() => {}}
      onSelectProduct={() => {}}
    />
  ),
  beforeEach({ msw }) {
    msw.use(fetchProductMock.error(403, 'FORBIDDEN', 'You are not a member of this product'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You are not a member of this product')).toBeVisible();
    await expect(canvas.getByText('This product cannot be opened.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Roadmap' })).toBeNull();
  },
};
