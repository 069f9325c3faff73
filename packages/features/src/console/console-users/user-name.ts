import type { ConsoleUser } from '@lancer/api/schemas/console';

/** "Lin Wang", or the FLID of a user who gave no name. */
export const nameOf = ({ user }: ConsoleUser) => `${user.first_name} ${user.last_name}`.trim() || user.flid;
