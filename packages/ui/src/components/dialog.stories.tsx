import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { openOverlayParameters } from '../stories/open-overlay';
import { Button } from './button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';
import { FormField } from './form-field';
import { Input } from './input';
import { expectInside, lineCount, longEmail, longTitle, textBox } from '../stories/story-layout';

type Texts = {
  open: string;
  title: string;
  description: string;
  field: string;
  cancel: string;
  save: string;
};
const en: Texts = {
  open: 'Edit user ID',
  title: 'Edit your user ID',
  description: 'Others find you by this ID.',
  field: 'User ID',
  cancel: 'Cancel',
  save: 'Save',
};

function DialogExample({
  texts = en,
  onSave,
  defaultOpen,
}: {
  texts?: Texts;
  onSave: () => void;
  defaultOpen?: boolean;
}) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">{texts.open}</Button>
      </DialogTrigger>
      <DialogContent closeLabel={texts.cancel}>
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <FormField label={texts.field}>
          <Input defaultValue="ada" />
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{texts.cancel}</Button>
          </DialogClose>
          <Button onClick={onSave}>{texts.save}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: DialogExample,
  args: { onSave: fn() },
} satisfies Meta<typeof DialogExample>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit user ID' }));
    const dialog = await body.findByRole('dialog', { name: 'Edit your user ID' });
    await expect(dialog).toHaveAccessibleDescription('Others find you by this ID.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
  parameters: openOverlayParameters,
};

export const KeyboardAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit user ID' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    // Focus moves into the dialog and stays there.
    await expect(within(dialog).getByRole('textbox', { name: 'User ID' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true }, parameters: openOverlayParameters };

/** A long title wraps clear of the close button; an unbroken e-mail address breaks inside the dialog. */
export const LongText: Story = {
  args: {
    defaultOpen: true,
    texts: {
      ...en,
      title: `Rename the milestone “${longTitle}”`,
      description: `Others find the milestone by this name. Questions go to ${longEmail}.`,
    },
  },
  parameters: openOverlayParameters,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: /Milestone 2/,
    });
    const title = within(dialog).getByRole('heading');
    const close = dialog.querySelector('[data-slot="dialog-close"]')!.getBoundingClientRect();
    await expect(lineCount(title)).toBeGreaterThan(1);
    // However the words break, the title's text area ends before the close button.
    const textAreaRight =
      title.getBoundingClientRect().right - parseFloat(getComputedStyle(title).paddingRight);
    await expect(textAreaRight).toBeLessThanOrEqual(close.left);
    await expectInside(textBox(within(dialog).getByText(/Questions go to/)), dialog);
    await expectInside(dialog, new DOMRect(0, 0, window.innerWidth, window.innerHeight));
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    defaultOpen: true,
    texts: {
      open: '编辑用户 ID',
      title: '编辑您的用户 ID',
      description: '其他人通过这个 ID 找到您。',
      field: '用户 ID',
      cancel: '取消',
      save: '保存',
    },
  },
  parameters: openOverlayParameters,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '编辑您的用户 ID' }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true },
  parameters: openOverlayParameters,
};
