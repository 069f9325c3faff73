import { shownHtml } from '../../lib/rich-text';

/** The words of some HTML, for the AI (it rewrites plain text). */
export function htmlToText(html: string): string {
  const element = shownHtml.parse(html.replace(/<\/(p|li|h\d)>/gi, '</$1>\n').replace(/<br\s*\/?>/gi, '\n'));
  return (element.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text back to paragraphs: a blank line starts a new one. */
export const textToHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escape(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
