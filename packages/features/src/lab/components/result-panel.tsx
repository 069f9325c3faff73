import type * as React from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '@lancer/ui/lib/cn';

import { CopyButton } from './copy-button';

/** A lab tool's answer (task completion, translation): its heading, Copy, the answer box, and what goes under it. */
export function ResultPanel({
  id,
  title,
  copyText,
  as: Box = 'div',
  boxClassName,
  children,
  footer,
}: {
  id: string;
  title: string;
  copyText: string;
  /** `output` for text; `div` when the answer holds a list. */
  as?: 'output' | 'div';
  boxClassName?: string;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  const { t } = useTranslation('lab');
  return (
    <section aria-labelledby={id} className="grid content-start gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-sm font-medium">
          {title}
        </h2>
        <CopyButton text={copyText} label={t('shared.copy')} copiedLabel={t('shared.copied')} />
      </div>
      <Box aria-live="polite" className={cn('rounded-md border bg-muted/30 px-3 py-2 text-sm', boxClassName)}>
        {children}
      </Box>
      {footer}
    </section>
  );
}
