import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { UiTextsProvider, type UiTexts } from '@lancer/ui/components/ui-texts';

/**
 * The design system's texts in the current language, from the `ui` namespace of the app's i18n:
 * status labels, "Loading…", "Try again", the cropper's instructions follow the language switch.
 */
export function UiTextsFromI18n({ children }: { children: ReactNode }) {
  // Naming the namespace loads it where texts load on demand (the web app) before this renders.
  const { i18n } = useTranslation('ui');
  const texts = i18n.getResourceBundle(i18n.resolvedLanguage ?? i18n.language, 'ui') as UiTexts;
  return <UiTextsProvider texts={texts}>{children}</UiTextsProvider>;
}
