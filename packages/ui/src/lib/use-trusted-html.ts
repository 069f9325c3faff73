import { useMemo } from 'react';

import type { HtmlSanitizer } from './sanitize-html';

/**
 * HTML the server sent, ready for `dangerouslySetInnerHTML` (sanitised under the sanitiser's list,
 * TrustedHTML where Trusted Types are enforced; decisions 0718, 1033). Kept between renders, so
 * React does not write it again.
 */
export function useTrustedHtml(html: string, sanitizer: HtmlSanitizer): TrustedHTML {
  return useMemo(() => sanitizer.trusted(html), [html, sanitizer]);
}
