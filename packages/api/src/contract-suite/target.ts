import type { Tokens } from '../client';

/** Where the contract suite runs: the MSW handlers, or a real server. */
export type ContractTarget = {
  /** Shown in the test names. */
  name: string;
  /** Origin of the API, e.g. http://127.0.0.1:3000 (the MSW run uses http://contract.test). */
  baseUrl: string;
  /**
   * Tokens of a signed-in user. 'client' must not be ready to receive money (no hourly salary,
   * no linked payout account); 'provider' is another user; 'stranger' a third one, in nothing the
   * suite creates; 'admin' a user with the ADMINISTRATOR role bit (the console, decision 1501);
   * 'member' a user the console suspends and reinstates (decision 1503), in nothing else;
   * 'other-admin' another administrator than every 'admin' (who decides a case an 'admin' is a side of).
   * Fresh users per run are best.
   */
  signIn: (who: 'client' | 'provider' | 'stranger' | 'admin' | 'member' | 'other-admin') => Promise<Tokens>;
  /** Whether AI calls are configured on the target; when false they must answer 503 AI_NOT_CONFIGURED. */
  aiConfigured?: boolean;
  /**
   * How many streamed replies the target's AI endpoint saw cancelled (the server's fake endpoint,
   * or the mock's count): the suite checks that stopping a reply ends the upstream request.
   */
  aiStreamsCancelled?: () => number | Promise<number>;
  /**
   * The mails the target sent to an address so far, oldest first (the server's dev outbox, the
   * mocks' outbox). Without it the suite cannot follow a mail's unsubscribe link and skips that case.
   */
  mailsTo?: (email: string) => Promise<{ subject: string; text: string }[]>;
  /**
   * Whether two requests at once really run at once on the target (PostgreSQL, many connections).
   * The race contract then runs many rounds; on the mocks and PGlite, which answer one request at
   * a time, a couple of rounds prove only that the answers stay consistent.
   */
  concurrent?: boolean;
  fetch?: typeof fetch;
  /**
   * A WebSocket class for the /ws/chat part (Node 20 has none: pass `ws`'s). Without one, and
   * without a global WebSocket, the chat part is skipped.
   */
  WebSocket?: typeof WebSocket;
};
