import { useSyncExternalStore } from 'react';

import { readThemeChoice, setThemeChoice, subscribeThemeChoice, type ThemeChoice } from './theme-choice';

/**
 * The stored theme choice and a setter. 'system' while a prerendered page hydrates (it was rendered
 * without storage), then the stored one: no hydration mismatch.
 */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useSyncExternalStore(
    subscribeThemeChoice,
    () => readThemeChoice(),
    () => 'system' as const,
  );
  return [choice, setThemeChoice];
}
