import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { openOverlayParameters } from '../stories/open-overlay';
import { Button } from './button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from './dropdown-menu';
import { expectInside, lineCount, longEmail, longTitle, textBox } from '../stories/story-layout';

type Texts = {
  trigger: string;
  label: string;
  personal: string;
  payment: string;
  billing: string;
  record: string;
  logout: string;
};
const en: Texts = {
  trigger: 'Account',
  label: 'ada@lancer.dev',
  personal: 'Personal',
  payment: 'Payment Details',
  billing: 'Billing',
  record: 'Payment Record',
  logout: 'Log out',
};

function MenuExample({
  texts = en,
  onSelect,
  defaultOpen,
  personalDisabled,
}: {
  texts?: Texts;
  onSelect: (item: string) => void;
  defaultOpen?: boolean;
  personalDisabled?: boolean;
}) {
  return (
    <div className="h-56">
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">{texts.trigger}</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-52">
          <DropdownMenuLabel>{texts.label}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => onSelect('personal')} disabled={personalDisabled}>
            {texts.personal}
            <DropdownMenuShortcut>⌘P</DropdownMenuShortcut>
          </DropdownMenuItem>
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>{texts.payment}</DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <DropdownMenuItem onSelect={() => onSelect('billing')}>{texts.billing}</DropdownMenuItem>
              <DropdownMenuItem onSelect={() => onSelect('record')}>{texts.record}</DropdownMenuItem>
            </DropdownMenuSubContent>
          </DropdownMenuSub>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => onSelect('logout')}>
            {texts.logout}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

const meta = {
  title: 'UI/DropdownMenu',
  component: MenuExample,
  args: { onSelect: fn() },
} satisfies Meta<typeof MenuExample>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Log out' }));
    await expect(args.onSelect).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Enter opens, arrows move, ArrowRight opens the sub-menu, Enter picks, Escape closes. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await waitFor(() => expect(body.getByRole('menuitem', { name: /Personal/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: 'Payment Details' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Billing' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('record');
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** A disabled item: the keyboard passes over it and a click on it selects nothing and leaves the menu open. */
export const Disabled: Story = {
  args: { personalDisabled: true },
  parameters: openOverlayParameters,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Payment Details' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(body.getByRole('menuitem', { name: 'Payment Details' })).toHaveFocus();
    const personal = body.getByRole('menuitem', { name: /Personal/ });
    await expect(personal).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(personal, { pointerEventsCheck: 0 });
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(body.getByRole('menu')).toBeVisible();
  },
};

export const Open: Story = { args: { defaultOpen: true }, parameters: openOverlayParameters };

/** A long item wraps beside its shortcut and an unbroken e-mail address in the label breaks, all inside the menu's width. */
export const LongText: Story = {
  args: { defaultOpen: true, texts: { ...en, label: longEmail, personal: longTitle } },
  parameters: openOverlayParameters,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole('menu');
    const item = body.getByRole('menuitem', { name: /Milestone 2/ });
    const shortcut = within(item).getByText('⌘P');
    await expect(lineCount(item)).toBeGreaterThan(1);
    await expectInside(textBox(item), item);
    await expectInside(shortcut, item);
    await expectInside(item, menu);
    await expectInside(textBox(within(menu).getByText(longEmail)), menu);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    defaultOpen: true,
    texts: {
      trigger: '账户',
      label: 'ada@lancer.dev',
      personal: '个人资料',
      payment: '付款详情',
      billing: '账单',
      record: '付款记录',
      logout: '退出登录',
    },
  },
  parameters: openOverlayParameters,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: '退出登录' }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true },
  parameters: openOverlayParameters,
};
