import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDay, formatMoment, formatMoney, formatShortDay } from './format';

/** The formats the signed-in screens show first: money, a day, a moment, the chat bar's day. */
const warmers: ReadonlyArray<(language: string) => string> = [
  (language) => formatMoney(0, 'USD', language),
  (language) => formatDay('2026-01-01', language),
  (language) => formatMoment('2026-01-01T00:00:00Z', language),
  (language) => formatShortDay('2026-01-01T00:00:00Z', language),
];

/**
 * Builds the reader's formatters while the page waits for its data, each in a task of its own. The
 * first formatter of a kind loads that language's data: 43-50 ms at 4x CPU slowdown for money
 * (decision 0721) and as much for dates (decision 0725), which had landed inside the render of the
 * first list (/projects' longest tasks). An idle callback came too late: the data arrived before the
 * page was ever idle. A task of its own is under the 50 ms that makes a task long.
 */
export function WarmFormats() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const warmFrom = (index: number) => {
      const warm = warmers[index];
      if (!warm) return;
      timer = setTimeout(() => {
        warm(language);
        warmFrom(index + 1);
      }, 0);
    };
    warmFrom(0);
    return () => clearTimeout(timer);
  }, [language]);
  return null;
}
