export const personName = (person: { first_name: string; last_name: string; flid: string }) =>
  `${person.first_name} ${person.last_name}`.trim() || person.flid;

/** The server's reason for a failed call (ApiError message), if any. */
export const reasonOf = (error: unknown) =>
  error instanceof Error ? error.message.replace(/^\w+: /, '') : null;
