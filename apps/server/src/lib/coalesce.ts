/**
 * Runs `work` for user ids handed in, one run at a time: ids that arrive while a run is under way
 * wait and go together into the next one. A burst of commits becomes a few queries for many
 * users instead of one query each (notifications' counts and mails, decision 1220).
 */
export function coalesce(work: (ids: string[]) => Promise<void>, onError: (error: unknown) => void) {
  let waiting = new Set<string>();
  let running = false;
  const run = async () => {
    running = true;
    while (waiting.size > 0) {
      const ids = [...waiting];
      waiting = new Set();
      await work(ids).catch(onError);
    }
    running = false;
  };
  return (ids: Iterable<string>) => {
    for (const id of ids) waiting.add(id);
    // The same tick's callers join the first run too.
    if (!running) queueMicrotask(() => void (running || run()));
  };
}
