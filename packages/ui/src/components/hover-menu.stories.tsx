import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { HoverMenu, HoverMenuItem } from './hover-menu';

const sections = ['Products', 'Projects', 'Posts', 'Quotes'] as const;
const zhSections: Record<(typeof sections)[number], string> = {
  Products: '产品',
  Projects: '项目',
  Posts: '发布',
  Quotes: '报价',
};

function WorkspacesMenu({
  onSelect,
  subLabel,
  zh = false,
}: {
  onSelect: (s: string) => void;
  subLabel?: string;
  zh?: boolean;
}) {
  return (
    <div className="h-52">
      <HoverMenu label={zh ? '工作区' : 'Workspaces'} subLabel={subLabel}>
        {sections.map((section) => (
          <HoverMenuItem key={section} onSelect={() => onSelect(section)}>
            {zh ? zhSections[section] : section}
          </HoverMenuItem>
        ))}
      </HoverMenu>
    </div>
  );
}

const meta = {
  title: 'UI/HoverMenu',
  component: WorkspacesMenu,
  args: { onSelect: fn() },
} satisfies Meta<typeof WorkspacesMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: /Workspaces/ });
    await userEvent.hover(trigger);
    await expect(await body.findByRole('menu')).toBeVisible();
    await userEvent.click(body.getByRole('menuitem', { name: 'Projects' }));
    await expect(args.onSelect).toHaveBeenCalledWith('Projects');
  },
};

export const ClosesWhenPointerLeaves: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: /Workspaces/ });
    await userEvent.hover(trigger);
    await body.findByRole('menu');
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Products' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: 'Posts' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('Posts');
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const WithSubLabel: Story = {
  args: { subLabel: 'Projects' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent('Workspaces· Projects');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { zh: true, subLabel: '项目' },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: /工作区/ }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: '报价' }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button'));
    await within(canvasElement.ownerDocument.body).findByRole('menu');
  },
};
