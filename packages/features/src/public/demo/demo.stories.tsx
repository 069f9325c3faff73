import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { DemoPage } from './demo-page';
import { DemoView } from './demo-view';
import { demoSample } from './sample-data';

const meta = {
  title: 'Features/Public/Demo',
  component: DemoPage,
  parameters: { layout: 'fullscreen' },
  // The chart loads when its section comes near the viewport (useInView), which for the picture
  // happened only as the frame grew to the page's height: the picture then caught its placeholder
  // or the chart, whichever came (Default failed so in a clean run; the phone never gave two equal
  // pictures). Every story ends with the chart drawn. Scrolled to again at each try, as a reader
  // scrolls on: the sections above it draw as they come into view (content-visibility: auto) and
  // grow past their placeholder height, which in Storybook's own frame pushed the charts out of
  // view again after one scroll (Long Content never drew its chart there).
  async afterEach({ canvasElement }) {
    const regions = within(canvasElement).getAllByRole('region');
    const charts = regions[regions.length - 1]!;
    await waitFor(
      () => {
        charts.scrollIntoView();
        expect(charts.querySelector('[data-slot="skeleton"]')).toBeNull();
        expect(charts.querySelector('svg')).not.toBeNull();
      },
      { timeout: 10_000 },
    );
    window.scrollTo(0, 0);
  },
} satisfies Meta<typeof DemoPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const sectionNames = [
  'A job post',
  'A proposal with milestones',
  'Its revisions, side by side',
  "A project's milestones",
  'An issue',
  'The chat bar',
  'Charts',
];

/** Every main screen from sample data, each marked "Sample" and linked to sign up. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('See Lancer at work');
    for (const name of sectionNames) {
      const section = canvas.getByRole('region', { name });
      await expect(within(section).getByText('Sample')).toBeVisible();
      await expect(within(section).getByRole('link', { name: 'Sign up to try this' })).toHaveAttribute(
        'href',
        '/signin',
      );
    }
    const proposal = canvas.getByRole('region', { name: 'A proposal with milestones' });
    await expect(within(proposal).getAllByRole('row')).toHaveLength(5);
    await expect(within(proposal).getByText('$6,500')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '1 of 3 milestones done' })).toBeVisible();
    await expect(canvas.getByRole('log', { name: 'Sample conversation' })).toHaveTextContent(
      'Could the prototype show the pickup times?',
    );
    await expect(canvas.getByRole('textbox', { name: 'Sign up to write a message' })).toBeDisabled();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('看看 Lancer 如何运作');
    await expect(canvas.getAllByText('示例').length).toBeGreaterThanOrEqual(7);
    await expect(canvas.getByRole('region', { name: '方案修订并排对比' })).toHaveTextContent(
      '价格 6,500 美元。',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(sectionNames.length);
  },
};

/** A proposal with many milestones and long names: the table scrolls inside its card, the page does not. */
export const LongContent: Story = {
  render: () => (
    <DemoView
      sample={{
        ...demoSample,
        milestones: Array.from({ length: 8 }, (_, index) => ({
          key: `Milestone ${index + 1}: research, design, build, test and release a long-named part of the app`,
          amountCents: 125_000 + index * 10_000,
          due: `2027-0${(index % 9) + 1}-15`,
          status: (['PAID', 'DONE', 'IMPLEMENTING', 'OUTSTANDING', 'PENDING'] as const)[index % 5]!,
        })),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const proposal = canvas.getByRole('region', { name: 'A proposal with milestones' });
    await expect(within(proposal).getAllByRole('row')).toHaveLength(10);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
