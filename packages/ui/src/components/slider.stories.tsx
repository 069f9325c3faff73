import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Label } from './label';
import { Slider } from './slider';

/** The client's score for a finished project: 0 to 100, labelled "Max 100" (spec). */
function ScoreSlider({
  label = 'Score',
  maxLabel = 'Max 100',
  onValueChange,
}: {
  label?: string;
  maxLabel?: string;
  onValueChange?: (v: number[]) => void;
}) {
  const [value, setValue] = useState([80]);
  return (
    <div className="grid w-72 gap-3">
      <div className="flex items-baseline justify-between">
        <Label>{label}</Label>
        <span className="text-sm tabular-nums">
          <output aria-live="polite">{value[0]}</output>{' '}
          <span className="text-muted-foreground">{maxLabel}</span>
        </span>
      </div>
      <Slider
        label={label}
        value={value}
        max={100}
        step={1}
        onValueChange={(next) => {
          setValue(next);
          onValueChange?.(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Slider',
  component: ScoreSlider,
  args: { onValueChange: fn() },
} satisfies Meta<typeof ScoreSlider>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const thumb = canvas.getByRole('slider', { name: 'Score' });
    await expect(thumb).toHaveAttribute('aria-valuemax', '100');
    await expect(canvas.getByText('Max 100')).toBeVisible();
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '82');
    await userEvent.keyboard('{End}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '100');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([100]);
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('status')).toHaveTextContent('0');
  },
};

export const Range: Story = {
  render: () => <Slider label="Budget" defaultValue={[200, 800]} max={1000} step={50} className="w-72" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('slider', { name: 'Budget' })).toHaveLength(2);
  },
};

export const Disabled: Story = {
  render: () => <Slider label="Score" defaultValue={[40]} disabled className="w-72" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider')).toHaveAttribute('data-disabled');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { label: '评分', maxLabel: '满分 100' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider', { name: '评分' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
