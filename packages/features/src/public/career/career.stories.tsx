import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { CareerPage } from './career-page';
import { CareerView } from './career-view';

const meta = {
  title: 'Features/Public/Career',
  component: CareerPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CareerPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Work with us');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Apply for Product designer' })).toHaveAttribute(
      'href',
      '/contact?topic=career&role=Product+designer',
    );
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('和我们一起工作');
    await expect(canvas.getByRole('link', { name: '申请产品设计师' })).toHaveAttribute(
      'href',
      '/contact?topic=career&role=%E4%BA%A7%E5%93%81%E8%AE%BE%E8%AE%A1%E5%B8%88',
    );
  },
};

/** No open roles: say so, and still offer a way to write to us. */
export const Empty: Story = {
  render: () => <CareerView roles={[]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No open roles right now')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Write to us' })).toHaveAttribute(
      'href',
      '/contact?topic=career',
    );
  },
};

/** A long title and summary wrap; the apply button keeps its size. */
export const LongContent: Story = {
  render: () => (
    <CareerView
      roles={[
        {
          id: 'long',
          title: 'Principal staff engineer for internationalised accessible payment infrastructure',
          team: 'Engineering',
          place: 'Remote, overlapping with Europe, Africa and Asia-Pacific working hours',
          summary:
            'You will own the money path end to end: funding, releasing, refunds, disputes, payouts in many currencies and the reports that reconcile them. '.repeat(
              3,
            ),
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Apply for Principal staff engineer/ })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
