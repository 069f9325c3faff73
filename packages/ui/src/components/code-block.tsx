import { CheckIcon, CopyIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type * as React from 'react';

import { cn } from '../lib/cn';

/** The async Clipboard API where allowed; otherwise the older copy command on a hidden selection. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

export type CodeBlockProps = Omit<React.ComponentProps<'figure'>, 'children'> & {
  code: string;
  /** Shown above the code, e.g. a file name or language. */
  title?: string;
  labels?: { copy?: string; copied?: string; failed?: string };
};

export function CodeBlock({ code, title, labels = {}, className, ...props }: CodeBlockProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const codeRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  const copyLabel =
    state === 'copied'
      ? (labels.copied ?? 'Copied')
      : state === 'failed'
        ? (labels.failed ?? 'Copy blocked: the code is selected, press Ctrl+C')
        : (labels.copy ?? 'Copy code');
  const onCopy = async () => {
    if (await copyText(code)) return setState('copied');
    // The browser refused: select the code so the person can copy it themselves.
    const selection = window.getSelection();
    if (codeRef.current && selection) selection.selectAllChildren(codeRef.current);
    setState('failed');
  };
  return (
    <figure
      data-slot="code-block"
      className={cn('relative overflow-hidden rounded-lg border bg-muted/50', className)}
      {...props}
    >
      {title && (
        <figcaption
          data-slot="code-block-title"
          className="border-b px-4 py-2 text-xs font-medium text-muted-foreground"
        >
          {title}
        </figcaption>
      )}
      <button
        type="button"
        aria-label={copyLabel}
        title={copyLabel}
        onClick={() => void onCopy()}
        className="absolute top-1.5 right-1.5 grid size-7 place-content-center rounded-md text-muted-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {state === 'copied' ? (
          <CheckIcon aria-hidden className="size-4" />
        ) : (
          <CopyIcon aria-hidden className="size-4" />
        )}
      </button>
      <pre
        tabIndex={0}
        className="relative overflow-x-auto p-4 pr-10 text-sm leading-relaxed outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <code ref={codeRef} className="font-mono">
          {code}
        </code>
      </pre>
      <span aria-live="polite" className="sr-only">
        {state === 'idle' ? '' : copyLabel}
      </span>
    </figure>
  );
}
