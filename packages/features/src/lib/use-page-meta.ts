import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export type PageMeta = { title: string; description: string };

/** Set by the prerender (apps/web): receives the page's title and description while rendering. */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null);

/**
 * The page's title ("About · Lancer") and its description for search engines: the one
 * `<meta name="description">` of index.html is updated in place, never duplicated.
 */
export function usePageMeta(title: string, description: string) {
  const { t } = useTranslation('public');
  const fullTitle = t('pageTitle', { page: title });
  useContext(PageMetaCollector)?.({ title: fullTitle, description });
  useEffect(() => {
    document.title = fullTitle;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [fullTitle, description]);
}
