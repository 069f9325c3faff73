import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { CodeBlock } from './code-block';

const meta = {
  title: 'UI/CodeBlock',
  component: CodeBlock,
  args: { title: 'Install', code: 'npm install\nnpm start' },
  decorators: [(Story) => <div className="w-96"><Story /></div>],
} satisfies Meta<typeof CodeBlock>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    const after = await canvas.findByRole('button', { name: /^(Copied|Copy blocked)/ });
    // Headless browsers may refuse clipboard access; then the code must be selected for Ctrl+C.
    if (after.getAttribute('aria-label') !== 'Copied') {
      await expect(window.getSelection()?.toString()).toBe('npm install\nnpm start');
    }
  },
};

export const LongLine: Story = {
  args: { code: 'curl -X POST https://lancer.example/api/user/profile/update-accepting-request -H "Authorization: Bearer …" -d \'{"accepting_request":true}\'' },
  play: async ({ canvasElement }) => {
    // The long line scrolls inside the block and the block can take focus to scroll by keyboard.
    const pre = canvasElement.querySelector('pre')!;
    await expect(pre.scrollWidth).toBeGreaterThan(pre.clientWidth);
    await expect(pre).toHaveAttribute('tabindex', '0');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { title: '安装', code: '# 安装依赖\nnpm install', labels: { copy: '复制代码', copied: '已复制' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '复制代码' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
