import { useTrustedHtml } from '@lancer/ui/lib/use-trusted-html';

import { shownHtml } from '../../lib/rich-text';

/** A self-intro as the server sanitised it when it was saved, sanitised again on its way into the page (decision 0718). */
export function SelfIntro({ html }: { html: string }) {
  return (
    <div
      className="text-sm break-words [&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-5"
      dangerouslySetInnerHTML={{ __html: useTrustedHtml(html, shownHtml) }}
    />
  );
}
