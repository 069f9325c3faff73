/** A person's full name, or their user ID when they gave no name. */
export const personName = (person: { first_name: string; last_name: string; flid: string }) =>
  `${person.first_name} ${person.last_name}`.trim() || person.flid;
