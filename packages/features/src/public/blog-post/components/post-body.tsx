import { useTrustedHtml } from '@lancer/ui/lib/use-trusted-html';
import { cn } from '@lancer/ui/lib/cn';

import { shownHtml } from '../../../lib/rich-text';

/** Typography for a post's HTML (headings, lists, quotes, code, tables) without a plugin. */
const prose = cn(
  'flex flex-col gap-4 text-base leading-7',
  '[&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_ol]:list-decimal [&_ol,&_ul]:flex [&_ol,&_ul]:flex-col [&_ol,&_ul]:gap-1 [&_ol,&_ul]:pl-6 [&_ul]:list-disc',
  '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4',
  '[&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:text-sm [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-4',
  '[&_table]:w-full [&_table]:text-sm [&_td,&_th]:border-b [&_td,&_th]:px-2 [&_td,&_th]:py-1.5 [&_th]:text-left [&_th]:font-medium',
);

/**
 * A post's HTML as the server rendered it from Markdown and sanitised it (sanitize-html with a list
 * of allowed tags), sanitised again on its way into the page (decision 0718).
 */
export function PostBody({ html }: { html: string }) {
  return (
    <div
      data-slot="post-body"
      className={prose}
      dangerouslySetInnerHTML={{ __html: useTrustedHtml(html, shownHtml) }}
    />
  );
}
