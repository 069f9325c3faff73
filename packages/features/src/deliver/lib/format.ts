/** Money in minor units and instants, in the reader's language (UTC, so a day reads the same everywhere). */
export const formatCents = (cents: number, currency: string, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);

export const formatDay = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

export const formatInstant = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  );
