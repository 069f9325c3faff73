import { useTranslation } from 'react-i18next';

import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';

export type RewriteState = {
  pending: boolean;
  /** The AI's rewrite of the description, shown beside the original until accepted or discarded. */
  text: string | null;
  error: 'failed' | 'notConfigured' | 'empty' | null;
  /** The rewrite was refused for too many AI requests: how long to wait (decision 1010). */
  wait?: string | null;
};

type RewritePanelProps = {
  original: string;
  rewrite: RewriteState;
  onAccept: () => void;
  onDiscard: () => void;
};

/** "AI rewrite": the rewrite beside the original, to accept or discard; or why there is none. */
export function RewritePanel({ original, rewrite, onAccept, onDiscard }: RewritePanelProps) {
  const { t } = useTranslation('hire', { keyPrefix: 'postJob.rewrite' });
  if (rewrite.error)
    return (
      <Alert variant={rewrite.error === 'notConfigured' ? 'default' : 'destructive'}>
        <AlertTitle>{rewrite.wait ?? t(rewrite.error)}</AlertTitle>
      </Alert>
    );
  if (rewrite.text === null) return null;
  return (
    <section aria-label={t('compare')} className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="grid gap-4 md:grid-cols-2">
        <figure className="flex min-w-0 flex-col gap-2">
          <figcaption className="text-sm font-medium text-muted-foreground">{t('original')}</figcaption>
          <div className="rounded-md border bg-muted/40 p-3 text-sm break-words whitespace-pre-wrap">
            {original}
          </div>
        </figure>
        <figure className="flex min-w-0 flex-col gap-2">
          <figcaption className="text-sm font-medium">{t('suggested')}</figcaption>
          <div className="rounded-md border border-primary/40 p-3 text-sm break-words whitespace-pre-wrap">
            {rewrite.text}
          </div>
        </figure>
      </div>
      <div className="flex gap-2">
        <Button type="button" onClick={onAccept}>
          {t('accept')}
        </Button>
        <Button type="button" variant="outline" onClick={onDiscard}>
          {t('discard')}
        </Button>
      </div>
    </section>
  );
}
