import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { formatMoney } from './format';

/**
 * Builds the reader's money formatter while the page waits for its data. The first currency
 * formatter of a language loads that language's data: 50 ms at 4x CPU slowdown, which landed inside
 * the render of the first list of amounts (/projects' longest task, 118 ms; decision 0721).
 */
export function WarmMoneyFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    const id = window.requestIdleCallback(() => formatMoney(0, 'USD', language));
    return () => window.cancelIdleCallback(id);
  }, [language]);
  return null;
}
