import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import type { HtmlAllowList } from '../lib/sanitize-html';
import { FormField } from './form-field';
import { RichTextEditor } from './rich-text-editor';

/**
 * The app passes packages/api's one list (rules/rich-text.ts, decision 1033), which the design
 * system cannot import: its stories give the editor what they type, and https links.
 */
const editorTags: HtmlAllowList = {
  tags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'blockquote', 'a'],
  attributes: { a: ['href'] },
  schemes: ['https'],
  droppedWithContents: ['script'],
};

const meta = {
  title: 'UI/RichTextEditor',
  component: RichTextEditor,
  args: {
    label: 'Description',
    onChange: fn(),
    defaultValue: '<p>We need a one-page site.</p>',
    allowList: editorTags,
  },
  decorators: [
    (Story) => (
      <div className="w-[32rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichTextEditor>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Whether headless Chromium paints :focus-within depends on window focus; blur so baselines are stable. */
const blurForScreenshot = () => (document.activeElement as HTMLElement | null)?.blur();

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    // The toolbar gives focus back to the text a moment later; keys typed before that are lost.
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard(' Fast.');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.stringContaining('<strong>')));
    blurForScreenshot();
  },
};

export const Lists: Story = {
  args: { defaultValue: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Bulleted list' }));
    await userEvent.keyboard('Menu{Enter}Contact form');
    // The editor reports its last change on its own update, which a loaded machine may run after
    // the last key: wait for it rather than read the calls at once.
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.stringContaining('<ul><li><p>Menu</p></li><li><p>Contact form</p></li></ul>'),
      ),
    );
    blurForScreenshot();
  },
};

/** Scripts, event handlers, images and javascript: links never get in or out. */
export const SanitisesHtml: Story = {
  args: {
    defaultValue:
      '<p onclick="alert(1)">Hello<script>alert(2)</script></p><img src="x" onerror="alert(3)"><p><a href="javascript:alert(4)">bad</a> <a href="https://lancer.example">good</a></p>',
  },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('textbox');
    await expect(box.querySelector('script, img, [onclick]')).toBeNull();
    await userEvent.click(box);
    await userEvent.keyboard('!');
    const html = (args.onChange as ReturnType<typeof fn>).mock.lastCall![0] as string;
    await expect(html).not.toMatch(/script|onerror|onclick|javascript:|<img/);
    await expect(html).toContain('href="https://lancer.example"');
    blurForScreenshot();
  },
};

export const WithError: Story = {
  render: (args) => (
    <FormField label="Issue description" error="Please input issue description">
      <RichTextEditor label="Issue description" onChange={args.onChange} allowList={args.allowList} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Issue description' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toHaveAttribute('contenteditable', 'false');
    await expect(canvas.getByRole('button', { name: 'Bold' })).toBeDisabled();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    label: '描述',
    defaultValue: '<p>我们需要一个单页网站，包含菜单和联系表单。</p>',
    labels: {
      toolbar: '格式',
      bold: '加粗',
      italic: '斜体',
      bulletList: '项目符号列表',
      orderedList: '编号列表',
      quote: '引用',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('toolbar', { name: '格式' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
