import { useCallback, useState } from 'react';

import type { JobFormValues } from './job-form-values';

const read = (key: string): JobFormValues | null => {
  try {
    const text = window.localStorage.getItem(key);
    return text ? (JSON.parse(text) as JobFormValues) : null;
  } catch {
    return null;
  }
};

/**
 * The post-job draft, kept in localStorage under one key per user and mode (and request), so it
 * survives leaving the page and a reload until it is submitted or discarded.
 */
export function useJobDraft(key: string) {
  const [state, setState] = useState(() => ({ key, draft: read(key) }));
  // A new key (another mode or request) reads that key's draft.
  const current = state.key === key ? state.draft : read(key);
  if (state.key !== key) setState({ key, draft: current });
  const save = useCallback(
    (values: JobFormValues) => {
      window.localStorage.setItem(key, JSON.stringify(values));
      setState({ key, draft: values });
    },
    [key],
  );
  /** A change on top of the latest stored values (an upload finishing after more typing). */
  const update = useCallback(
    (fallback: JobFormValues, change: (values: JobFormValues) => JobFormValues) =>
      save(change(read(key) ?? fallback)),
    [key, save],
  );
  const discard = useCallback(() => {
    window.localStorage.removeItem(key);
    setState({ key, draft: null });
  }, [key]);
  return { draft: current, save, update, discard };
}
