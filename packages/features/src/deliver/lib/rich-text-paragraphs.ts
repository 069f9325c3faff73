import { shownHtml } from '../../lib/rich-text';

/**
 * The paragraphs of a rich text as plain strings, for showing a description without putting any
 * of its HTML into the page (no markup is trusted, whatever the server did to it).
 */
export function richTextParagraphs(html: string): string[] {
  const body = shownHtml.parse(html);
  const blocks = [...body.querySelectorAll('p, li, blockquote, h2, h3, h4, pre')];
  const texts = (blocks.length > 0 ? blocks : [body]).map((block) =>
    (block.textContent ?? '').replace(/\s+/g, ' ').trim(),
  );
  return texts.filter(Boolean);
}
