import { useTranslation } from 'react-i18next';

import { cn } from '@lancer/ui/lib/cn';

import type { Language } from '../../i18n/resources';
import { AppLink } from '../../navigation/app-link';

export type SiteFooterViewProps = {
  language: Language;
  onLanguageChange: (language: Language) => void;
  /** The chat bar is docked over the page's bottom edge: keep the footer's last line clear of it. */
  clearChatBar?: boolean;
};

const publicPages = ['about', 'blogs', 'career', 'contact'] as const;

/** Public navigation (about, blogs, career, contact) and the language switch. */
export function SiteFooterView({ language, onLanguageChange, clearChatBar = false }: SiteFooterViewProps) {
  const { t } = useTranslation('shell');
  return (
    <footer data-slot="site-footer" className="border-t bg-muted/40">
      <div
        className={cn(
          'mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-6 py-6 text-sm text-muted-foreground',
          // The collapsed bar is 45 px tall: 24 px of padding plus 48 px for the bar.
          clearChatBar && 'pb-18',
        )}
      >
        <nav aria-label={t('public.about')}>
          <ul className="flex gap-5">
            {publicPages.map((page) => (
              <li key={page}>
                <AppLink to={`/${page}`} className="hover:text-foreground hover:underline">
                  {t(`public.${page}`)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <label className="flex items-center gap-2">
          <span>{t('language')}</span>
          <select
            className="rounded-md border bg-background px-2 py-1 text-foreground"
            value={language}
            onChange={(event) => onLanguageChange(event.target.value as Language)}
          >
            <option value="en">English</option>
            <option value="zh">中文</option>
          </select>
        </label>
        <p className="w-full">{t('footer')}</p>
      </div>
    </footer>
  );
}
