import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { openOverlayParameters } from '../stories/open-overlay';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog';
import { Button } from './button';
import { expectInside, lineCount, longEmail, longTitle, textBox } from '../stories/story-layout';

type Texts = { trigger: string; title: string; description: string; cancel: string; confirm: string };
const en: Texts = {
  trigger: 'Withdraw proposal',
  title: 'Withdraw this proposal?',
  description: 'The client will no longer see it. You can send a new one while the request is recruiting.',
  cancel: 'Keep it',
  confirm: 'Withdraw',
};

function ConfirmExample({
  texts = en,
  onConfirm,
  defaultOpen,
}: {
  texts?: Texts;
  onConfirm: () => void;
  defaultOpen?: boolean;
}) {
  return (
    <AlertDialog defaultOpen={defaultOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">{texts.trigger}</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{texts.title}</AlertDialogTitle>
          <AlertDialogDescription>{texts.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{texts.cancel}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{texts.confirm}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

const meta = {
  title: 'UI/AlertDialog',
  component: ConfirmExample,
  args: { onConfirm: fn() },
} satisfies Meta<typeof ConfirmExample>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Withdraw proposal' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Withdraw this proposal?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Focus starts on the safe choice; Escape cancels without confirming. */
export const KeyboardCancel: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    within(canvasElement).getByRole('button', { name: 'Withdraw proposal' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Open: Story = { args: { defaultOpen: true }, parameters: openOverlayParameters };

/** A long title wraps and an unbroken e-mail address breaks inside the dialog instead of widening it. */
export const LongText: Story = {
  args: {
    defaultOpen: true,
    texts: {
      ...en,
      title: `Withdraw your proposal for “${longTitle}”?`,
      description: `The client will no longer see it. We will send a copy to ${longEmail}.`,
    },
  },
  parameters: openOverlayParameters,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: /Milestone 2/,
    });
    const title = within(dialog).getByRole('heading');
    const description = within(dialog).getByText(/We will send a copy/);
    await expect(lineCount(title)).toBeGreaterThan(1);
    await expectInside(textBox(title), dialog);
    await expectInside(textBox(description), dialog);
    await expectInside(dialog, new DOMRect(0, 0, window.innerWidth, window.innerHeight));
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    defaultOpen: true,
    texts: {
      trigger: '撤回提案',
      title: '撤回这份提案？',
      description: '客户将不再看到它。需求仍在招募时，您可以重新发送。',
      cancel: '保留',
      confirm: '撤回',
    },
  },
  parameters: openOverlayParameters,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: '撤回这份提案？' }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true },
  parameters: openOverlayParameters,
};
