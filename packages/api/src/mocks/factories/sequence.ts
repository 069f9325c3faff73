/** Deterministic ids and times for fixtures: stories and pixel baselines stay the same run to run. */
let counter = 0;

export const nextId = (prefix: string) => `${prefix}-${String(++counter).padStart(4, '0')}`;
export const resetIds = () => {
  counter = 0;
};

/** 2026-11-01T09:00:00Z plus some minutes. */
export const fixtureTime = (minutes = 0) =>
  new Date(Date.UTC(2026, 10, 1, 9, 0) + minutes * 60_000).toISOString();
export const fixtureDay = (days = 0) => fixtureTime(days * 24 * 60).slice(0, 10);
