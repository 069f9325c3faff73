import { dateTimeFormat, numberFormat } from '@lancer/ui/lib/intl-format';

const locale = (language: string) => (language === 'zh' ? 'zh-CN' : 'en-US');

export const formatUsd = (cents: number, language: string) =>
  numberFormat(locale(language), { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    cents / 100,
  );

/** "2026-03" -> "Mar" / "3月". */
export const formatMonth = (month: string, language: string) =>
  dateTimeFormat(locale(language), { month: 'short', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
