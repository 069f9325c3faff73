import { useTranslation } from 'react-i18next';

import type { Language } from '@lancer/features/i18n/resources';
import { SiteFooterView } from '@lancer/features/shell/site-footer/site-footer-view';

export function SiteFooter({ clearChatBar = false }: { clearChatBar?: boolean }) {
  const { i18n } = useTranslation();
  return (
    <SiteFooterView
      language={(i18n.resolvedLanguage ?? 'en') as Language}
      onLanguageChange={(language) => void i18n.changeLanguage(language)}
      clearChatBar={clearChatBar}
    />
  );
}
