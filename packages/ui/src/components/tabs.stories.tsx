import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

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
