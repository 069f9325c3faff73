import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Button } from './button';
import { PageHeader } from './page-header';

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  args: {
    title: 'My requests',
    description: 'Requests you posted, with the proposals they received.',
    actions: <Button>Post a job</Button>,
    eyebrow: 'Workspace',
  },
  decorators: [
    (Story) => (
      <div className="w-[40rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PageHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My requests' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Post a job' })).toBeVisible();
  },
};

export const TitleOnly: Story = { args: { description: undefined, actions: undefined, eyebrow: undefined } };

export const LongText: Story = {
  args: {
    title:
      'Rebuild the customer portal with single sign-on, audit logs and a reporting module for the finance team',
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    title: '我的需求',
    description: '您发布的需求及收到的提案。',
    actions: <Button>发布工作</Button>,
    eyebrow: '工作区',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '我的需求' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
