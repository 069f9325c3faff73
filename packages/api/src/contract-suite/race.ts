import { createApiClient, type ApiClient } from '../client';
import { ApiError } from '../http/api-error';
import type { Session } from './session';
import type { ContractTarget } from './target';

/**
 * Two (or N) calls at the same subject at once, as a probe sends them: each call is prepared up to
 * its request (tokens read, body serialised), held at the fetch, and all are released together once
 * every one has arrived, so they reach the server within a few milliseconds of each other.
 */

/** How a raced call ended: its answer, or the API's refusal (anything else fails the race). */
export type RaceOutcome<T = unknown> = { ok: true; value: T } | { ok: false; error: ApiError };

/** How many rounds a race runs: many where requests really interleave, a couple where they cannot. */
export const raceRounds = (target: ContractTarget) => (target.concurrent ? 20 : 2);

/** A fetch that holds each request until `count` have arrived, then lets them all go at once. */
function heldFetch(count: number) {
  let arrived = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    arrived += 1;
    if (arrived === count) release();
    await released;
    return globalThis.fetch(input, init);
  };
}

/** A client of the session's signed-in user whose requests go through `fetch`. */
const heldClient = (target: ContractTarget, session: Session, fetch: typeof globalThis.fetch) =>
  createApiClient({
    baseUrl: target.baseUrl,
    getTokens: session.tokens,
    setTokens: () => {},
    onLogout: () => {},
    refreshLock: null,
    validate: true,
    fetch,
  });

/** One raced call: who sends it, and what it sends with that user's client. */
export type RacedCall<T = unknown> = { by: Session; send: (client: ApiClient) => Promise<T> };

/**
 * Sends the calls together and answers how each ended, in order. A call that fails with anything
 * but an API refusal (a 500, a shape the schema refuses, a network error) fails the race.
 */
export async function race(target: ContractTarget, calls: RacedCall[]): Promise<RaceOutcome[]> {
  const fetch = heldFetch(calls.length);
  const settled = await Promise.allSettled(
    calls.map((call) => call.send(heldClient(target, call.by, fetch))),
  );
  return settled.map((result) => {
    if (result.status === 'fulfilled') return { ok: true, value: result.value };
    if (result.reason instanceof ApiError && result.reason.status < 500)
      return { ok: false, error: result.reason };
    throw result.reason;
  });
}

/** How many of a race's calls were answered, not refused. */
export const winners = (outcomes: RaceOutcome[]) => outcomes.filter((outcome) => outcome.ok).length;

/** The refusals of a race, as "status CODE" (for asserting that every loser got a clear 409). */
export const refusals = (outcomes: RaceOutcome[]) =>
  outcomes.flatMap((outcome) => (outcome.ok ? [] : [`${outcome.error.status} ${outcome.error.code}`]));
