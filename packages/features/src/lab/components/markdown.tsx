import ReactMarkdown, { type Components } from 'react-markdown';

import { CodeBlock } from '@lancer/ui/components/code-block';
import { cn } from '@lancer/ui/lib/cn';

const components: Components = {
  // A fenced block is a <pre><code class="language-x">: shown as ui's CodeBlock with its copy button.
  pre: ({ children }) => <>{children}</>,
  code: ({ className, children }) => {
    const text = String(children ?? '');
    const language = /language-(\w+)/.exec(className ?? '')?.[1];
    if (!language && !text.includes('\n'))
      return <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">{text}</code>;
    return <CodeBlock code={text.replace(/\n$/, '')} title={language} className="my-2" />;
  },
  a: ({ children, href }) => (
    <a href={href} target="_blank" rel="noreferrer noopener" className="underline underline-offset-4">
      {children}
    </a>
  ),
};

/**
 * Markdown from a model, rendered safely: react-markdown builds React elements and never emits
 * raw HTML (HTML in the text is dropped, `javascript:` links are emptied), so nothing is injected.
 */
export function Markdown({ text, className }: { text: string; className?: string }) {
  return (
    <div
      className={cn(
        'space-y-2 text-sm leading-relaxed break-words [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5',
        className,
      )}
    >
      <ReactMarkdown components={components} skipHtml>
        {text}
      </ReactMarkdown>
    </div>
  );
}
