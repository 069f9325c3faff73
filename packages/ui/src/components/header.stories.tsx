import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { Avatar } from './avatar';
import { Button } from './button';
import { Header, HeaderActions, HeaderLogo, HeaderNav, HeaderNavItem, HeaderNavLink } from './header';
import { HoverMenu, HoverMenuItem } from './hover-menu';

type Texts = {
  workspaces: string;
  sub: string;
  jobs: string;
  workers: string;
  post: string;
  sections: string[];
};
const en: Texts = {
  workspaces: 'Workspaces',
  sub: 'Projects',
  jobs: 'Jobs',
  workers: 'Workers',
  post: 'Post a job',
  sections: ['Products', 'Projects', 'Posts', 'Quotes'],
};

function SignedInHeader({ texts = en }: { texts?: Texts }) {
  return (
    <div className="h-64">
      <Header>
        <HeaderLogo href="#home">Lancer</HeaderLogo>
        <HeaderNav aria-label="Main">
          <HeaderNavItem>
            <HoverMenu label={texts.workspaces} subLabel={texts.sub}>
              {texts.sections.map((s) => (
                <HoverMenuItem key={s}>{s}</HoverMenuItem>
              ))}
            </HoverMenu>
          </HeaderNavItem>
          <HeaderNavLink href="#jobs" active>
            {texts.jobs}
          </HeaderNavLink>
          <HeaderNavLink href="#workers">{texts.workers}</HeaderNavLink>
        </HeaderNav>
        <HeaderActions>
          <Button size="sm">{texts.post}</Button>
          <Avatar email="ada@lancer.dev" alt="Ada" size={36} />
        </HeaderActions>
      </Header>
    </div>
  );
}

const meta = {
  title: 'UI/Header',
  component: SignedInHeader,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SignedInHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
    // Tab order: logo, Workspaces, Jobs, Workers, Post a job.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Lancer' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Workspaces/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Jobs' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Post a job' })).toHaveFocus();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    texts: {
      workspaces: '工作区',
      sub: '项目',
      jobs: '工作',
      workers: '人才',
      post: '发布工作',
      sections: ['产品', '项目', '发布', '报价'],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '工作' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
