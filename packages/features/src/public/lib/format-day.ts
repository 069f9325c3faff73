import { dateTimeFormat } from '@lancer/ui/lib/intl-format';

import { localeOf } from '../../lib/format';

/** A YYYY-MM-DD day in words of the reader's language ("October 20, 2026", "2026年10月20日"). */
export const formatDay = (day: string, language: string) =>
  dateTimeFormat(localeOf(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/** The reader's language as the blog calls name it. */
export const siteLanguageOf = (language: string | undefined): 'en' | 'zh' =>
  language?.startsWith('zh') ? 'zh' : 'en';
