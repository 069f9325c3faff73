/** Money in minor units, in the reader's language. */
export const formatMoney = (cents: number, currency: string, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);

/** A calendar day in the reader's language; UTC so a date reads the same everywhere. */
export const formatDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
