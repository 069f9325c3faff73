import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from './button';
import { Popover, PopoverContent, PopoverTrigger } from './popover';
import { expectInside, lineCount, longEmail, textBox } from '../stories/story-layout';

function PopoverExample({
  trigger = 'Budget help',
  body = 'Fixed price pays per milestone; hourly pays for tracked time each week.',
  defaultOpen,
}: {
  trigger?: string;
  body?: string;
  defaultOpen?: boolean;
}) {
  return (
    <div className="h-40">
      <Popover defaultOpen={defaultOpen}>
        <PopoverTrigger asChild>
          <Button variant="outline">{trigger}</Button>
        </PopoverTrigger>
        <PopoverContent align="start" aria-label={trigger}>
          <p className="text-sm">{body}</p>
        </PopoverContent>
      </Popover>
    </div>
  );
}

const meta = { title: 'UI/Popover', component: PopoverExample } satisfies Meta<typeof PopoverExample>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Budget help' });
    await userEvent.click(trigger);
    await expect(await body.findByRole('dialog', { name: 'Budget help' })).toHaveTextContent('Fixed price');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Long help text wraps inside the popover; an unbroken e-mail address breaks instead of running out of it. */
export const LongText: Story = {
  args: {
    defaultOpen: true,
    body: `Fixed price pays per milestone; hourly pays for tracked time each week. Questions about budgets go to ${longEmail}.`,
  },
  play: async ({ canvasElement }) => {
    const popover = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Budget help',
    });
    const text = within(popover).getByText(/Questions about budgets/);
    await expect(lineCount(text)).toBeGreaterThan(2);
    await expectInside(textBox(text), popover);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    trigger: '预算说明',
    body: '固定价格按里程碑付款；按小时计费每周按记录的时间付款。',
    defaultOpen: true,
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '预算说明' }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement.ownerDocument.body).findByRole('dialog');
  },
};
