import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The page's title ("About · Lancer") and its description for search engines: the one
 * `<meta name="description">` of index.html is updated in place, never duplicated.
 */
export function usePageMeta(title: string, description: string) {
  const { t } = useTranslation('public');
  const fullTitle = t('pageTitle', { page: title });
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
