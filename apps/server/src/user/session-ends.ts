import { activeSuspension, type Suspension } from '@lancer/api/rules/suspension';

/**
 * Users whose sessions an administrator ended by suspending them (decision 1503). Access tokens
 * are not revocable and live up to 15 minutes, so each request's token is checked here, in this
 * instance's memory, without a query; refresh and sign-in read the users table, which outlives a
 * restart. Listeners (the chat socket) close what the user holds open.
 */
export function createSessionEnds() {
  const ended = new Map<string, Suspension>();
  const listeners = new Set<(userId: string) => void>();
  return {
    /** Ends every session of the user now: their tokens are refused until the suspension ends. */
    end(userId: string, suspension: Suspension) {
      ended.set(userId, suspension);
      for (const listener of listeners) listener(userId);
    },
    /** A reinstated user's new sessions are let through. */
    lift(userId: string) {
      ended.delete(userId);
    },
    /** The suspension that refuses this user's tokens now, or null. */
    refusing(userId: string): Suspension | null {
      const suspension = ended.get(userId);
      if (!suspension) return null;
      const active = activeSuspension(suspension.until, suspension.reason);
      if (!active) ended.delete(userId);
      return active;
    },
    onEnd(listener: (userId: string) => void) {
      listeners.add(listener);
    },
  };
}
export type SessionEnds = ReturnType<typeof createSessionEnds>;
