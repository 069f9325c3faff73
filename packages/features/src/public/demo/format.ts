const locale = (language: string) => (language === 'zh' ? 'zh-CN' : 'en-US');

// One formatter per language and kind: building an Intl formatter costs more than using it.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  if (!formatters.has(key)) formatters.set(key, make());
  return formatters.get(key) as F;
}

export const formatUsd = (cents: number, language: string) =>
  formatter(
    `usd:${language}`,
    () =>
      new Intl.NumberFormat(locale(language), {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
      }),
  ).format(cents / 100);

/** "2026-03" -> "Mar" / "3月". */
export const formatMonth = (month: string, language: string) =>
  formatter(
    `month:${language}`,
    () => new Intl.DateTimeFormat(locale(language), { month: 'short', timeZone: 'UTC' }),
  ).format(new Date(`${month}-01T00:00:00Z`));
