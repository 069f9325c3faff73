import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { HoverMenu, HoverMenuItem } from '@lancer/ui/components/hover-menu';

import { AppLink } from '../../navigation/app-link';
import { workspaceSubLabel } from '../workspace-sub-label';
import { paths } from '../../navigation/paths';

export type AppHeaderViewProps = {
  /** The current path: the Workspaces label shows its sub-page (SHELL-WORKSPACES-SUBLABEL). */
  pathname: string;
  /** The notification bell (decision 1210), composed by the app; left of the user box. */
  bell?: ReactNode;
  /** The user box (avatar, provider badge, user menu), composed by the app. */
  userBox?: ReactNode;
  /** The signed-in user has the ADMINISTRATOR role: the Console menu shows (decision 1503). */
  administrator?: boolean;
};

const workspaces = [
  { key: 'products', to: paths.products.getHref() },
  { key: 'projects', to: paths.projects.getHref() },
  { key: 'posts', to: paths.posts.getHref() },
  { key: 'quotes', to: paths.quotes.getHref() },
  { key: 'offers', to: paths.offers.getHref() },
] as const;

/** The console's pages, for administrators only (their routes load on demand). */
const consolePages = [
  { key: 'consoleOverview', to: paths.consoleOverview.getHref() },
  { key: 'consoleDisputes', to: paths.consoleDisputes.getHref() },
  { key: 'consoleUsers', to: paths.consoleUsers.getHref() },
  { key: 'consoleReports', to: paths.consoleReports.getHref() },
  { key: 'consoleContent', to: paths.consoleContent.getHref() },
  { key: 'consolePayments', to: paths.consolePayments.getHref() },
  { key: 'consoleAuditLog', to: paths.consoleAuditLog.getHref() },
] as const;

const links = [
  { key: 'jobs', to: paths.jobs.getHref() },
  { key: 'workers', to: paths.workers.getHref() },
  { key: 'postJob', to: paths.postJob.getHref() },
] as const;

const linkClassName =
  'inline-flex h-9 shrink-0 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none aria-[current=page]:text-primary';

/** The signed-in header: logo, the Workspaces hover menu, Jobs, Workers, Post a job, the bell, the user box. */
export function AppHeaderView({ pathname, bell, userBox, administrator = false }: AppHeaderViewProps) {
  const { t } = useTranslation('shell');
  const sub = workspaceSubLabel(pathname);
  const subLabel = sub ? (sub.kind === 'section' ? t(`sections.${sub.section}`) : sub.text) : undefined;
  return (
    <header data-slot="app-header" className="sticky top-0 z-40 border-b bg-background">
      {/* Sticky: its links stay in reach on a scrolled page, so leaving a keep-alive page through
          them keeps that page's scroll (SHELL-SCROLL).
          64 px: the 50 px avatar and its badge sit inside the line. On a phone the links move to a
          second row that scrolls sideways, so nothing overflows the page. */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 px-6 py-2 sm:h-16 sm:flex-nowrap sm:py-0">
        <AppLink
          to={paths.home.getHref()}
          className="mr-auto text-lg font-semibold tracking-tight sm:mr-4"
          aria-label={t('homeLink')}
        >
          Lancer
        </AppLink>
        <nav
          aria-label={t('workspaces')}
          className="relative order-last -mx-1 flex w-full items-center gap-1 overflow-x-auto px-1 pt-2 sm:order-none sm:mx-0 sm:w-auto sm:flex-1 sm:overflow-visible sm:px-0 sm:pt-0"
        >
          <HoverMenu label={t('workspaces')} subLabel={subLabel} className="shrink-0 whitespace-nowrap">
            {workspaces.map((item) => (
              // A real link inside the menu item (decision 1150): middle-click and open in a new tab work;
              // Enter on the item clicks the link.
              <HoverMenuItem key={item.key} asChild>
                <AppLink to={item.to}>{t(`nav.${item.key}`)}</AppLink>
              </HoverMenuItem>
            ))}
          </HoverMenu>
          {links.map((item) => (
            <AppLink
              key={item.key}
              to={item.to}
              className={linkClassName}
              aria-current={pathname.startsWith(item.to) ? 'page' : undefined}
            >
              {t(`nav.${item.key}`)}
            </AppLink>
          ))}
          {administrator ? (
            <HoverMenu label={t('nav.console')} className="shrink-0 whitespace-nowrap">
              {consolePages.map((item) => (
                <HoverMenuItem key={item.key} asChild>
                  <AppLink to={item.to}>{t(`nav.${item.key}`)}</AppLink>
                </HoverMenuItem>
              ))}
            </HoverMenu>
          ) : null}
        </nav>
        {bell}
        {userBox}
      </div>
    </header>
  );
}
