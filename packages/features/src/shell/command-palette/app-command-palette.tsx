import { useTranslation } from 'react-i18next';

import { CommandPalette, type Command } from '@lancer/ui/components/command-palette';

import type { Language } from '../../i18n/resources';
import { paths } from '../../navigation/paths';
import { useThemeChoice } from '../theme/use-theme-choice';

export type AppCommandPaletteProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Goes to a page. A callback, not a link (decision 1150): an option of the palette's listbox is
   * chosen by Enter in the search field, where no anchor is focused.
   */
  onGo: (href: string) => void;
  /** Ends the session, then leaves (as the user menu's Log out). */
  onLogout: () => void;
};

/** The signed-in pages, as the header (with its bell) and the user menu list them, under their texts' keys. */
const pages = [
  { key: 'projects', text: 'nav.projects', to: paths.projects.getHref() },
  { key: 'products', text: 'nav.products', to: paths.products.getHref() },
  { key: 'posts', text: 'nav.posts', to: paths.posts.getHref() },
  { key: 'quotes', text: 'nav.quotes', to: paths.quotes.getHref() },
  { key: 'offers', text: 'nav.offers', to: paths.offers.getHref() },
  { key: 'jobs', text: 'nav.jobs', to: paths.jobs.getHref() },
  { key: 'workers', text: 'nav.workers', to: paths.workers.getHref() },
  { key: 'post-job', text: 'nav.postJob', to: paths.postJob.getHref() },
  { key: 'notifications', text: 'nav.notifications', to: paths.notifications.getHref() },
  { key: 'messages', text: 'nav.messages', to: paths.messages.getHref() },
  { key: 'login', text: 'userBox.menu.login', to: paths.login.getHref() },
  { key: 'personal', text: 'userBox.menu.personal', to: paths.personal.getHref() },
  { key: 'billing', text: 'userBox.menu.billing', to: paths.billing.getHref() },
  { key: 'payment-record', text: 'userBox.menu.paymentRecord', to: paths.payment.getHref() },
  { key: 'achievement', text: 'userBox.menu.achievement', to: paths.achievements.getHref() },
  { key: 'work', text: 'userBox.menu.work', to: paths.work.getHref() },
  { key: 'history', text: 'userBox.menu.history', to: paths.history.getHref() },
] as const;

/**
 * Ctrl+K / Cmd+K on every signed-in page: go to any of its pages, switch the language or the theme,
 * sign out. Fuzzy matching (cmdk) over each label and its English key, so "jobs" finds 工作 too.
 */
export function AppCommandPalette({ open, onOpenChange, onGo, onLogout }: AppCommandPaletteProps) {
  const { t, i18n } = useTranslation('shell');
  const [, setTheme] = useThemeChoice();
  const language = (i18n.resolvedLanguage ?? 'en') as Language;
  const goTo = t('palette.goTo');
  const actions = t('palette.actions');
  const entries: (Command & { run: () => void })[] = [
    ...pages.map((page) => ({
      id: page.key,
      label: t(page.text),
      group: goTo,
      keywords: page.key.split('-'),
      run: () => onGo(page.to),
    })),
    {
      id: 'language',
      label: t('palette.switchLanguage'),
      group: actions,
      keywords: ['language', '语言', 'english', '中文'],
      run: () => void i18n.changeLanguage(language === 'zh' ? 'en' : 'zh'),
    },
    ...(['light', 'dark', 'system'] as const).map((theme) => ({
      id: `theme-${theme}`,
      label: t(`palette.theme${theme[0]!.toUpperCase()}${theme.slice(1)}`),
      group: actions,
      keywords: ['theme', theme, '主题'],
      run: () => setTheme(theme),
    })),
    {
      id: 'logout',
      label: t('userBox.menu.logout'),
      group: actions,
      keywords: ['sign out', 'log out', 'logout'],
      run: onLogout,
    },
  ];
  return (
    <CommandPalette
      open={open}
      onOpenChange={onOpenChange}
      commands={entries}
      onSelect={(command) => entries.find((entry) => entry.id === command.id)?.run()}
      labels={{
        title: t('palette.title'),
        placeholder: t('palette.placeholder'),
        empty: t('palette.empty'),
      }}
    />
  );
}
