import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';
import { expectInside, lineCount, longEmail, longTitle, textBox } from '../stories/story-layout';

type Item = { q: string; a: string; disabled?: boolean };
const en: Item[] = [
  {
    q: 'How do milestones work?',
    a: 'The client funds a milestone; you deliver; the client approves and the money is released.',
  },
  {
    q: 'When do I get paid?',
    a: 'As soon as the client approves a milestone, to your linked payout account.',
  },
  { q: 'Can I withdraw a proposal?', a: 'Yes, while the client has not accepted it.' },
];

function Faq({ items = en, type = 'single' }: { items?: Item[]; type?: 'single' | 'multiple' }) {
  const content = items.map((item) => (
    <AccordionItem key={item.q} value={item.q} disabled={item.disabled}>
      <AccordionTrigger>{item.q}</AccordionTrigger>
      <AccordionContent>{item.a}</AccordionContent>
    </AccordionItem>
  ));
  return (
    <div className="w-[28rem]">
      {type === 'single' ? (
        <Accordion type="single" collapsible>
          {content}
        </Accordion>
      ) : (
        <Accordion type="multiple">{content}</Accordion>
      )}
    </div>
  );
}

const meta = { title: 'UI/Accordion', component: Faq } satisfies Meta<typeof Faq>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'How do milestones work?' });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'How do milestones work?' })).toHaveTextContent(
      'funds a milestone',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'When do I get paid?' }));
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'When do I get paid?' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'When do I get paid?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Can I withdraw a proposal?' })).toHaveFocus();
  },
};

export const Multiple: Story = {
  args: { type: 'multiple' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button')) await userEvent.click(button);
    await expect(canvas.getAllByRole('region')).toHaveLength(3);
  },
};

/** A disabled item does not open on click, and arrow keys pass over it. */
export const Disabled: Story = {
  args: { items: [en[0]!, { ...en[1]!, disabled: true }, en[2]!] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const disabled = canvas.getByRole('button', { name: 'When do I get paid?' });
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(disabled).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Can I withdraw a proposal?' })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A long question wraps beside the chevron; an unbroken e-mail address in the answer breaks inside the item. */
export const LongText: Story = {
  args: {
    items: [
      {
        q: `What happens to “${longTitle}” if the client never approves it?`,
        a: `After 14 days we remind the client; after 30, write to ${longEmail} and we decide.`,
      },
      en[1]!,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Milestone 2/ });
    await userEvent.click(trigger);
    const item = trigger.closest('[data-slot="accordion-item"]')!;
    await expect(lineCount(trigger)).toBeGreaterThan(1);
    await expectInside(trigger.querySelector('svg')!, trigger);
    await expectInside(textBox(trigger), item);
    // Where animations run (a built Storybook), the panel opens over ~200 ms: measure once it has.
    await waitFor(() => expectInside(textBox(canvas.getByRole('region')), item));
    trigger.blur();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    items: [
      { q: '里程碑如何运作？', a: '客户为里程碑注资；您交付成果；客户确认后款项释放。' },
      { q: '我什么时候收到付款？', a: '客户确认里程碑后，款项会转入您绑定的收款账户。' },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '里程碑如何运作？' }));
    await expect(within(canvasElement).getByRole('region')).toHaveTextContent('客户确认后');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getAllByRole('button')[0]!);
  },
};
