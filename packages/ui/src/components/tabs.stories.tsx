import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { expectInside, expectTruncated, longTitle } from '../stories/story-layout';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

type Tab = { value: string; label: string; body: string; disabled?: boolean };
const en: Tab[] = [
  { value: 'overview', label: 'Overview', body: 'What the product does and who it is for.' },
  { value: 'plan', label: 'Plan', body: 'The roadmap, quarter by quarter.' },
  { value: 'issues', label: 'Issues', body: 'Open, resolved and closed issues.' },
  { value: 'ops', label: 'Ops', body: 'Deployments and incidents.', disabled: true },
];

function TabsExample({ tabs = en }: { tabs?: Tab[] }) {
  return (
    <Tabs defaultValue={tabs[0]!.value} className="w-96">
      <TabsList>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} disabled={tab.disabled}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} className="p-2 text-sm">
          {tab.body}
        </TabsContent>
      ))}
    </Tabs>
  );
}

const meta = { title: 'UI/Tabs', component: TabsExample } satisfies Meta<typeof TabsExample>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Plan' }));
    await expect(canvas.getByRole('tab', { name: 'Plan' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('The roadmap');
  },
};

/** Tab enters the list, arrows move and select, disabled tabs are skipped, Tab moves to the panel. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Plan' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('The roadmap');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Issues' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

/** A disabled tab ignores clicks and arrow keys pass over it; the other tabs work as usual. */
export const Disabled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ops = canvas.getByRole('tab', { name: 'Ops' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Issues' })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.click(ops, { pointerEventsCheck: 0 });
    await expect(ops).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Open, resolved');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A long label is cut with an ellipsis so the list stays inside its container; the tab's name and tooltip keep it whole. */
export const LongText: Story = {
  args: { tabs: [en[0]!, { value: 'm2', label: longTitle, body: 'Cards, refunds and receipts.' }, en[2]!] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = canvas.getByRole('tab', { name: longTitle });
    await expectInside(canvas.getByRole('tablist'), canvasElement.querySelector('[data-slot="tabs"]')!);
    await expectTruncated(within(tab).getByText(longTitle));
    await expect(tab).toHaveAttribute('title', longTitle);
    await userEvent.click(tab);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Cards, refunds');
    tab.blur();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    tabs: [
      { value: 'overview', label: '概览', body: '产品的用途和目标用户。' },
      { value: 'plan', label: '计划', body: '按季度划分的路线图。' },
      { value: 'issues', label: '问题', body: '未解决、已解决和已关闭的问题。' },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: '问题' }));
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveTextContent('已关闭');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
