import type { Meta, StoryObj } from '@storybook/react-vite';
import { LayoutGridIcon, ListIcon } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ToggleGroup, ToggleGroupItem } from './toggle-group';

function ViewToggle({ onValueChange, labels = { group: 'View', list: 'List', grid: 'Grid' }, variant = 'outline' }: { onValueChange?: (v: string) => void; labels?: { group: string; list: string; grid: string }; variant?: 'default' | 'outline' }) {
  return (
    <ToggleGroup type="single" defaultValue="list" variant={variant} aria-label={labels.group} onValueChange={onValueChange}>
      <ToggleGroupItem value="list" aria-label={labels.list}>
        <ListIcon aria-hidden />
        {labels.list}
      </ToggleGroupItem>
      <ToggleGroupItem value="grid" aria-label={labels.grid}>
        <LayoutGridIcon aria-hidden />
        {labels.grid}
      </ToggleGroupItem>
    </ToggleGroup>
  );
}

const meta = { title: 'UI/ToggleGroup', component: ViewToggle, args: { onValueChange: fn() } } satisfies Meta<typeof ViewToggle>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Grid' }));
    await expect(canvas.getByRole('radio', { name: 'Grid' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('grid');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'List' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Grid' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenCalledWith('grid');
  },
};

export const Ghost: Story = { args: { variant: 'default' } };

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { labels: { group: '视图', list: '列表', grid: '网格' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '列表' })).toBeChecked();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
