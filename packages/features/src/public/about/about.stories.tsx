import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { AboutPage } from './about-page';
import { AboutView } from './about-view';

const meta = {
  title: 'Features/Public/About',
  component: AboutPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AboutPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'A marketplace where both sides are protected',
    );
    await expect(canvas.getByRole('heading', { name: 'For clients' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'For providers' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See a demo' })).toHaveAttribute('href', '/demo');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('一个双方都受到保护的市场');
    await expect(canvas.getByRole('heading', { name: '团队' })).toBeVisible();
  },
};

/** Many people with long names: the team grid wraps, nothing overflows. */
export const LongContent: Story = {
  render: () => (
    <AboutView
      team={Array.from({ length: 9 }, (_, index) => ({
        name: `Maximiliana Alexandra Montgomery-Fitzwilliam ${index + 1}`,
        role: (['founder', 'engineering', 'design', 'support'] as const)[index % 4]!,
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    const team = within(canvasElement).getByRole('heading', { name: 'The team' }).closest('section')!;
    await expect(within(team).getAllByRole('listitem')).toHaveLength(9);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
