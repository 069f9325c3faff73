import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { openOverlayParameters } from '../stories/open-overlay';
import { Button } from './button';
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from './sheet';
import { StatusBadge } from './status-badge';

type Texts = {
  trigger: string;
  title: string;
  description: string;
  issues: string[];
  create: string;
  close: string;
  status?: string;
};
const en: Texts = {
  trigger: 'Issues',
  title: 'Issues · Bakery site',
  description: '3 open, 1 resolved',
  issues: ['#1 Menu prices are wrong', '#2 Contact form does not send', '#3 Logo is blurry on phones'],
  create: 'New issue',
  close: 'Close',
};

function IssuesDrawer({
  texts = en,
  defaultOpen,
  side,
}: {
  texts?: Texts;
  defaultOpen?: boolean;
  side?: 'left' | 'right';
}) {
  return (
    <Sheet defaultOpen={defaultOpen}>
      <SheetTrigger asChild>
        <Button variant="outline">{texts.trigger}</Button>
      </SheetTrigger>
      <SheetContent side={side} closeLabel={texts.close}>
        <SheetHeader>
          <SheetTitle>{texts.title}</SheetTitle>
          <SheetDescription>{texts.description}</SheetDescription>
        </SheetHeader>
        <SheetBody>
          <ul className="grid gap-2">
            {texts.issues.map((issue) => (
              <li
                key={issue}
                className="flex items-center justify-between gap-2 rounded-md border p-3 text-sm"
              >
                <a
                  href="#issue"
                  className="rounded-sm outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {issue}
                </a>
                <StatusBadge status="ONGOING" label={texts.status} />
              </li>
            ))}
          </ul>
        </SheetBody>
        <SheetFooter>
          <Button>{texts.create}</Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

const meta = { title: 'UI/Sheet', component: IssuesDrawer } satisfies Meta<typeof IssuesDrawer>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Issues' }));
    const drawer = await body.findByRole('dialog', { name: 'Issues · Bakery site' });
    await expect(within(drawer).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const KeyboardAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Issues' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const drawer = await body.findByRole('dialog');
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true }, parameters: openOverlayParameters };

export const Left: Story = { args: { defaultOpen: true, side: 'left' }, parameters: openOverlayParameters };

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    defaultOpen: true,
    texts: {
      trigger: '问题',
      title: '问题 · 面包店网站',
      description: '3 个未解决，1 个已解决',
      issues: ['#1 菜单价格有误', '#2 联系表单无法发送', '#3 手机上标志模糊'],
      create: '新建问题',
      close: '关闭',
      status: '进行中',
    },
  },
  parameters: openOverlayParameters,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '问题 · 面包店网站' }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true },
  parameters: openOverlayParameters,
};
