import { articleAllowList } from '@lancer/api/rules/rich-text';
import { createHtmlSanitizer } from '@lancer/ui/lib/sanitize-html';

/**
 * HTML the server sends to be shown (rich text and blog posts), sanitised again here under
 * packages/api's one allow-list (RICH-TEXT-ALLOW-LIST, decision 1033). The editor takes
 * `richTextAllowList` from there itself.
 */
export const shownHtml = createHtmlSanitizer(articleAllowList);
