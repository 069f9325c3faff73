import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { CodeBlock } from './code-block';

const meta = {
  title: 'UI/CodeBlock',
  component: CodeBlock,
  args: { title: 'Install', code: 'npm install\nnpm start' },
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CodeBlock>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Stands in for the browser's clipboard (headless Chromium grants or refuses it depending on
 * focus), so each story takes one path for sure. Restored after the story.
 */
function stubClipboard(allowed: boolean) {
  const writeText = fn(async (_text: string) => {
    if (!allowed) throw new DOMException('Write permission denied.', 'NotAllowedError');
  });
  const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
  const execCommand = document.execCommand;
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  document.execCommand = () => allowed;
  return {
    writeText,
    restore: () => {
      delete (navigator as { clipboard?: unknown }).clipboard;
      if (clipboard) Object.defineProperty(Navigator.prototype, 'clipboard', clipboard);
      document.execCommand = execCommand;
    },
  };
}

let clipboard: ReturnType<typeof stubClipboard>;

/** Copy: the code goes to the clipboard, the button says so, then returns to "Copy code". */
export const Default: Story = {
  beforeEach: () => {
    clipboard = stubClipboard(true);
    return clipboard.restore;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    await expect(clipboard.writeText).toHaveBeenCalledWith('npm install\nnpm start');
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy code' })).toBeVisible(), {
      timeout: 3000,
    });
    canvas.getByRole('button', { name: 'Copy code' }).blur();
  },
};

/** The browser refuses the clipboard: the code is selected so the person can press Ctrl+C. */
export const CopyBlocked: Story = {
  beforeEach: () => {
    clipboard = stubClipboard(false);
    return clipboard.restore;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    await expect(await canvas.findByRole('button', { name: /^Copy blocked/ })).toBeVisible();
    await expect(window.getSelection()?.toString()).toBe('npm install\nnpm start');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LongLine: Story = {
  args: {
    code: 'curl -X POST https://lancer.example/api/user/profile/update-accepting-request -H "Authorization: Bearer …" -d \'{"accepting_request":true}\'',
  },
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
