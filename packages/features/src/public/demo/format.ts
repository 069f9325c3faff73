import { dateTimeFormat } from '@lancer/ui/lib/intl-format';

import { localeOf } from '../../lib/format';

/** "2026-03" -> "Mar" / "3月". */
export const formatMonth = (month: string, language: string) =>
  dateTimeFormat(localeOf(language), { month: 'short', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
