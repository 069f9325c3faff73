import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { AppFooter, AppShell } from './app-shell';
import { Button } from './button';
import { Header, HeaderActions, HeaderLogo, HeaderNav, HeaderNavLink } from './header';
import { PageHeader } from './page-header';

function ShellExample({
  rows = 6,
  chat = true,
  zh = false,
  scroll = 'main',
}: {
  rows?: number;
  chat?: boolean;
  zh?: boolean;
  scroll?: 'main' | 'page';
}) {
  return (
    // A frame of fixed height for the main area to scroll in; the page-scroll frame is the window's.
    <div className={scroll === 'main' ? 'h-[480px] overflow-hidden' : undefined}>
      <AppShell
        className={scroll === 'main' ? 'h-full' : undefined}
        scroll={scroll}
        skipLabel={zh ? '跳到内容' : 'Skip to content'}
        header={
          <Header>
            <HeaderLogo href="#home">Lancer</HeaderLogo>
            <HeaderNav aria-label={zh ? '主导航' : 'Main'}>
              <HeaderNavLink href="#jobs">{zh ? '工作' : 'Jobs'}</HeaderNavLink>
              <HeaderNavLink href="#workers">{zh ? '人才' : 'Workers'}</HeaderNavLink>
            </HeaderNav>
            <HeaderActions>
              <Button size="sm">{zh ? '发布工作' : 'Post a job'}</Button>
            </HeaderActions>
          </Header>
        }
        footer={<AppFooter>© 2026 Lancer</AppFooter>}
        chatBar={
          chat ? (
            <Button variant="secondary" className="rounded-b-none">
              {zh ? '消息' : 'Messages'}
            </Button>
          ) : undefined
        }
      >
        <div className="mx-auto max-w-7xl px-6 py-8">
          <PageHeader title={zh ? '工作' : 'Jobs'} />
          {Array.from({ length: rows }, (_, i) => (
            <p key={i} className="border-b py-4 text-sm">
              {zh ? `工作 ${i + 1}` : `Job ${i + 1}`}
            </p>
          ))}
        </div>
      </AppShell>
    </div>
  );
}

const meta = {
  title: 'UI/AppShell',
  component: ShellExample,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShellExample>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    // The skip link is the first tab stop and moves focus to the main area.
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const LongContentScrollsMain: Story = {
  args: { rows: 30 },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(main.scrollHeight).toBeGreaterThan(main.clientHeight);
    main.scrollTop = 400;
    // The header stays put while the main area scrolls.
    await expect(within(canvasElement).getByRole('banner').getBoundingClientRect().top).toBe(0);
  },
};

/** The shipped app's frame: the page scrolls, main is reached by the skip link only, the footer is a landmark of its own. */
export const PageScrolls: Story = {
  args: { scroll: 'page', chat: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('tabindex', '-1');
    await expect(within(main).queryByRole('contentinfo')).toBeNull();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(main).toHaveFocus();
  },
};

export const WithoutChat: Story = { args: { chat: false } };

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { zh: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: '主导航' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
