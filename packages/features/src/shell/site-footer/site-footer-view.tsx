import { useTranslation } from 'react-i18next';

import { cn } from '@lancer/ui/lib/cn';

import type { Language } from '../../i18n/resources';
import { AppLink } from '../../navigation/app-link';
import { themeChoices, type ThemeChoice } from '../theme/theme-choice';

export type SiteFooterViewProps = {
  language: Language;
  onLanguageChange: (language: Language) => void;
  /** The chat bar is docked over the page's bottom edge: keep the footer's last line clear of it. */
  clearChatBar?: boolean;
  /** A guest's theme switch (someone signed in finds it in the user menu); none without `onThemeChange`. */
  theme?: ThemeChoice;
  onThemeChange?: (theme: ThemeChoice) => void;
};

const publicPages = ['about', 'blogs', 'career', 'contact'] as const;

const languages: [Language, string][] = [
  ['en', 'English'],
  ['zh', '中文'],
];

/** A labelled select of the footer: the language, a guest's theme. */
function FooterSelect<Value extends string>(props: {
  label: string;
  value: Value;
  options: [Value, string][];
  onChange: (value: Value) => void;
}) {
  return (
    <label className="flex items-center gap-2">
      <span>{props.label}</span>
      <select
        className="rounded-md border bg-background px-2 py-1 text-foreground"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as Value)}
      >
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Public navigation (about, blogs, career, contact), the language switch and a guest's theme switch. */
export function SiteFooterView({
  language,
  onLanguageChange,
  clearChatBar = false,
  theme = 'system',
  onThemeChange,
}: SiteFooterViewProps) {
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
        <div className="flex flex-wrap items-center gap-4">
          {onThemeChange ? (
            <FooterSelect
              label={t('theme.title')}
              value={theme}
              options={themeChoices.map((choice) => [choice, t(`theme.${choice}`)])}
              onChange={onThemeChange}
            />
          ) : null}
          <FooterSelect
            label={t('language')}
            value={language}
            options={languages}
            onChange={onLanguageChange}
          />
        </div>
        <p className="w-full">{t('footer')}</p>
      </div>
    </footer>
  );
}
