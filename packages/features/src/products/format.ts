/** A day in the reader's language, e.g. "Nov 23, 2026" or "2026年11月23日". */
export const formatDay = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

/** A moment in the reader's language, with the time. */
export const formatMoment = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  );

export const personName = (person: { first_name: string; last_name: string; flid: string }) =>
  `${person.first_name} ${person.last_name}`.trim() || person.flid;

/** The server's reason for a failed call (ApiError message), if any. */
export const reasonOf = (error: unknown) =>
  error instanceof Error ? error.message.replace(/^\w+: /, '') : null;
