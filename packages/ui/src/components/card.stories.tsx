import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from './button';
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

type CardStoryArgs = {
  title: string;
  description: string;
  body: string;
  action: string;
  onAction: () => void;
};

function CardExample({ title, description, body, action, onAction }: CardStoryArgs) {
  return (
    <Card className="w-96">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
        <CardAction>
          <Button size="sm" variant="outline" onClick={onAction}>
            {action}
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        <p className="text-sm">{body}</p>
      </CardContent>
      <CardFooter className="text-sm text-muted-foreground">Posted 2 days ago</CardFooter>
    </Card>
  );
}

const meta = {
  title: 'UI/Card',
  component: CardExample,
  args: {
    title: 'Landing page for a bakery',
    description: 'Fixed price · $800',
    body: 'We need a one-page site with a menu, opening hours and a contact form.',
    action: 'Apply',
    onAction: fn(),
  },
} satisfies Meta<typeof CardExample>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Landing page for a bakery' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: {
    title: 'Rebuild the whole customer portal with single sign-on, audit logs and a reporting module',
    body: 'The current portal is ten years old. '.repeat(6),
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    title: '面包店落地页',
    description: '固定价格 · ¥5,000',
    body: '我们需要一个单页网站，包含菜单、营业时间和联系表单。',
    action: '申请',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '申请' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
