import type { Meta, StoryObj } from '@storybook/react-vite';
import { InfoIcon } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { IconButton } from './icon-button';
import { expectInside, lineCount, longEmail, textBox } from '../stories/story-layout';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

function TooltipExample({
  label = 'Payout account',
  tip = 'Link a payout account to get paid',
  open,
}: {
  label?: string;
  tip?: string;
  open?: boolean;
}) {
  return (
    <div className="flex h-24 items-end px-8">
      <Tooltip open={open}>
        <TooltipTrigger asChild>
          <IconButton label={label} icon={<InfoIcon />} variant="outline" />
        </TooltipTrigger>
        <TooltipContent>{tip}</TooltipContent>
      </Tooltip>
    </div>
  );
}

const meta = { title: 'UI/Tooltip', component: TooltipExample } satisfies Meta<typeof TooltipExample>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Payout account' }));
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Link a payout account to get paid');
  },
};

export const KeyboardFocusAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button');
    await expect(await body.findByRole('tooltip')).toBeInTheDocument();
    await expect(button).toHaveAccessibleDescription('Link a payout account to get paid');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** A long tip wraps within the tooltip's width; an unbroken e-mail address breaks instead of running out of it. */
export const LongText: Story = {
  args: {
    open: true,
    tip: `Link a payout account to get paid. Until then, payments wait and reminders go to ${longEmail}.`,
  },
  play: async ({ canvasElement }) => {
    const tooltip = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-slot="tooltip-content"]')!;
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent(
      longEmail,
    );
    await expect(lineCount(tooltip)).toBeGreaterThan(2);
    await expectInside(textBox(tooltip), tooltip);
    await expectInside(tooltip, new DOMRect(0, 0, window.innerWidth, window.innerHeight));
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { label: '收款账户', tip: '绑定收款账户后才能收款', open: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent(
      '绑定收款账户后才能收款',
    );
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { open: true } };
