import { createContext, useContext, type ReactNode } from 'react';

import en from '../locales/en.json';

/** The design system's own texts (labels it shows or announces without being given one). */
export type UiTexts = typeof en;

const UiTextsContext = createContext<UiTexts>(en);

/**
 * Gives the components below the design system's texts in the reader's language. The app merges
 * ui's locales into its i18n (namespace `ui`) and provides them here; without a provider: English.
 */
export function UiTextsProvider({ texts, children }: { texts: UiTexts; children: ReactNode }) {
  return <UiTextsContext value={texts}>{children}</UiTextsContext>;
}

export const useUiTexts = () => useContext(UiTextsContext);
