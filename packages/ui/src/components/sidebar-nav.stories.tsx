import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart3Icon, BugIcon, HomeIcon, MapIcon, UsersIcon } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';

import { SidebarNav, SidebarNavLink, SidebarNavSection } from './sidebar-nav';
import { expectInside, expectTruncated, longTitle } from '../stories/story-layout';

type Texts = {
  nav: string;
  product: string;
  overview: string;
  plan: string;
  issues: string;
  metrics: string;
  team: string;
  collaborators: string;
};
const en: Texts = {
  nav: 'Product',
  product: 'Product',
  overview: 'Overview',
  plan: 'Plan',
  issues: 'Issues',
  metrics: 'Metrics',
  team: 'Team',
  collaborators: 'Collaborators',
};

function ProductNav({ texts = en }: { texts?: Texts }) {
  return (
    <SidebarNav aria-label={texts.nav}>
      <SidebarNavSection title={texts.product}>
        <SidebarNavLink href="#overview" icon={<HomeIcon aria-hidden />}>
          {texts.overview}
        </SidebarNavLink>
        <SidebarNavLink href="#plan" icon={<MapIcon aria-hidden />} active>
          {texts.plan}
        </SidebarNavLink>
        <SidebarNavLink href="#issues" icon={<BugIcon aria-hidden />}>
          {texts.issues}
        </SidebarNavLink>
        <SidebarNavLink href="#metrics" icon={<BarChart3Icon aria-hidden />}>
          {texts.metrics}
        </SidebarNavLink>
      </SidebarNavSection>
      <SidebarNavSection title={texts.team}>
        <SidebarNavLink href="#collaborators" icon={<UsersIcon aria-hidden />}>
          {texts.collaborators}
        </SidebarNavLink>
      </SidebarNavSection>
    </SidebarNav>
  );
}

const meta = { title: 'UI/SidebarNav', component: ProductNav } satisfies Meta<typeof ProductNav>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Plan' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Overview' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Plan' })).toHaveFocus();
  },
};

/** A long link label stays on its row and ends in an ellipsis; the link's name and tooltip keep it whole. */
export const LongText: Story = {
  args: { texts: { ...en, plan: longTitle } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: longTitle });
    await expect(link).toHaveAttribute('title', longTitle);
    await expectTruncated(within(link).getByText(longTitle));
    await expectInside(link, canvas.getByRole('navigation'));
    await expect(link.getBoundingClientRect().height).toBe(36);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    texts: {
      nav: '产品',
      product: '产品',
      overview: '概览',
      plan: '计划',
      issues: '问题',
      metrics: '指标',
      team: '团队',
      collaborators: '协作者',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: '产品' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
