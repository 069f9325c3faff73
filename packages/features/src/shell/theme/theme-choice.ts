/**
 * The visitor's colour theme (SHELL-THEME, decision 1900): light, dark, or the system's (the
 * default, not stored). Kept in local storage like the language; no React here, so the app's entry
 * applies it before the first paint. Kept small: it is in the first load of every page.
 */
export const themeChoices = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

/** Where the browser keeps the choice (beside `language`). */
export const THEME_STORAGE_KEY = 'theme';

/** The stored choice; anything else (nothing stored, an unknown value) is the system's. */
export function readThemeChoice(): ThemeChoice {
  const stored = localStorage.getItem(THEME_STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

/**
 * Marks the page: `dark` or `light` on <html> for a chosen theme, neither for the system's (the
 * stylesheet then follows `prefers-color-scheme`, so a prerendered page is right before any script).
 */
export function applyThemeChoice(choice: ThemeChoice) {
  const classes = document.documentElement.classList;
  classes.toggle('dark', choice === 'dark');
  classes.toggle('light', choice === 'light');
}

const listeners = new Set<() => void>();

/** Stores and applies a choice; every `useThemeChoice` of this tab re-renders. */
export function setThemeChoice(choice: ThemeChoice) {
  if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
  else localStorage.setItem(THEME_STORAGE_KEY, choice);
  applyThemeChoice(choice);
  for (const listener of listeners) listener();
}

export function subscribeThemeChoice(onChange: () => void) {
  listeners.add(onChange);
  return () => void listeners.delete(onChange);
}
