import { useLocation } from 'react-router-dom';

import type { DevBoxLanguage } from '@lancer/api/schemas/lab';
import { DevBox } from '@lancer/features/lab/dev-box/dev-box';

type DevBoxState = { devBoxCode?: { code: string; language: DevBoxLanguage } } | null;

/** /dev-box: the scratchpad; opened from the AI developer it starts with that code. */
export default function DevBoxRoute() {
  const location = useLocation();
  const state = location.state as DevBoxState;
  // A new key per visit, so "Open in Dev box" twice starts fresh each time.
  return <DevBox key={location.key} initial={state?.devBoxCode ?? null} />;
}
