import { useMemo } from 'react';

import { trustedHtml } from './sanitize-html';

/**
 * HTML the server sent, ready for `dangerouslySetInnerHTML` (sanitised, TrustedHTML where Trusted
 * Types are enforced; decision 0718). Kept between renders, so React does not write it again.
 */
export function useTrustedHtml(html: string) {
  return useMemo(() => trustedHtml(html), [html]);
}
