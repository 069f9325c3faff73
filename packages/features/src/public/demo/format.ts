const locale = (language: string) => (language === 'zh' ? 'zh-CN' : 'en-US');

export const formatUsd = (cents: number, language: string) =>
  new Intl.NumberFormat(locale(language), {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(cents / 100);

/** "2026-03" -> "Mar" / "3月". */
export const formatMonth = (month: string, language: string) =>
  new Intl.DateTimeFormat(locale(language), { month: 'short', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
