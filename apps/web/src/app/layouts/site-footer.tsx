import { useTranslation } from 'react-i18next';

import type { Language } from '@lancer/features/i18n/resources';
import { SiteFooterView } from '@lancer/features/shell/site-footer/site-footer-view';
import { useThemeChoice } from '@lancer/features/shell/theme/use-theme-choice';

/** The footer; `themeSwitch` on the public pages (the signed-in pages have it in the user menu). */
export function SiteFooter({
  clearChatBar = false,
  themeSwitch = false,
}: {
  clearChatBar?: boolean;
  themeSwitch?: boolean;
}) {
  const { i18n } = useTranslation();
  const [theme, setTheme] = useThemeChoice();
  return (
    <SiteFooterView
      language={(i18n.resolvedLanguage ?? 'en') as Language}
      onLanguageChange={(language) => void i18n.changeLanguage(language)}
      clearChatBar={clearChatBar}
      theme={theme}
      onThemeChange={themeSwitch ? setTheme : undefined}
    />
  );
}
