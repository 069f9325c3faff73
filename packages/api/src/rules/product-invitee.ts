/**
 * The collaborators tab's one field takes an email or a Lancer user ID (the FLID people see on profiles):
 * text with an @ is an email, anything else a user ID.
 */
export type Invitee = { kind: 'email'; email: string } | { kind: 'user_id'; userId: string };

export function parseInvitee(text: string): Invitee {
  const value = text.trim();
  return value.includes('@')
    ? { kind: 'email', email: value.toLowerCase() }
    : { kind: 'user_id', userId: value };
}

export const inviteeRefusals = {
  badEmail: 'Please type in a valid email',
  unknownUserId: 'No Lancer user has this user ID',
  alreadyMember: 'Already a member of this product',
  alreadyInvited: 'Already invited',
} as const;

/** A plain check of an email's shape (the server and the mocks agree on it). */
export const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
