import type { Meta, StoryObj } from '@storybook/react-vite';
import { LayoutGridIcon, ListIcon } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { expectInside, expectTruncated } from '../stories/story-layout';
import { ToggleGroup, ToggleGroupItem } from './toggle-group';

function ViewToggle({
  onValueChange,
  labels = { group: 'View', list: 'List', grid: 'Grid' },
  variant = 'outline',
  gridDisabled,
}: {
  onValueChange?: (v: string) => void;
  labels?: { group: string; list: string; grid: string };
  variant?: 'default' | 'outline';
  gridDisabled?: boolean;
}) {
  return (
    <ToggleGroup
      type="single"
      defaultValue="list"
      variant={variant}
      aria-label={labels.group}
      onValueChange={onValueChange}
    >
      <ToggleGroupItem value="list" aria-label={labels.list}>
        <ListIcon aria-hidden />
        {labels.list}
      </ToggleGroupItem>
      <ToggleGroupItem value="grid" aria-label={labels.grid} disabled={gridDisabled}>
        <LayoutGridIcon aria-hidden />
        {labels.grid}
      </ToggleGroupItem>
    </ToggleGroup>
  );
}

const meta = { title: 'UI/ToggleGroup', component: ViewToggle, args: { onValueChange: fn() } } satisfies Meta<
  typeof ViewToggle
>;
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

/** A disabled item ignores clicks, and arrow keys pass over it (here back to the only other item). */
export const Disabled: Story = {
  args: { gridDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('radio', { name: 'Grid' });
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'List' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'List' })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.click(grid, { pointerEventsCheck: 0 });
    await expect(grid).not.toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const longList = 'List every milestone with its amount and due date';

/** A long label is cut with an ellipsis so the group stays inside its container; the item's name and tooltip keep it whole. */
export const LongText: Story = {
  args: { labels: { group: 'View', list: longList, grid: 'Grid' } },
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = canvas.getByRole('radio', { name: longList });
    await expectInside(
      canvas.getByRole('radiogroup', { name: 'View' }),
      canvasElement.querySelector('.w-64')!,
    );
    await expectTruncated(within(item).getByText(longList));
    await expect(item).toHaveAttribute('title', longList);
    await expect(canvas.getByRole('radio', { name: 'Grid' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { labels: { group: '视图', list: '列表', grid: '网格' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '列表' })).toBeChecked();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
