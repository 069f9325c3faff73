import type { DehydratedState } from '@tanstack/react-query';
import type { Resource } from 'i18next';

import type { Language } from '@lancer/features/i18n/resources';

/** The id of the JSON block a prerendered page carries: its language and the texts it uses. */
export const PRERENDERED_DATA_ID = 'prerendered-texts';

export type PrerenderedData = {
  language: Language;
  texts: Resource;
  /** A page the API renders with data (a provider's profile, decision 1330): the answers it used. */
  queries?: DehydratedState;
};

/** The data of a prerendered page, or null on the plain index.html (the SPA fallback). */
export function readPrerendered(document: Document): PrerenderedData | null {
  const block = document.getElementById(PRERENDERED_DATA_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as PrerenderedData;
  } catch {
    return null;
  }
}
