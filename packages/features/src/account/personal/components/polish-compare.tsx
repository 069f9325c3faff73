import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';

type PolishCompareProps = {
  original: string;
  rewrite: string;
  acceptLabel: string;
  onAccept: () => void;
  onDiscard: () => void;
};

/** The AI rewrite beside the original, to accept or discard. */
export function PolishCompare({ original, rewrite, acceptLabel, onAccept, onDiscard }: PolishCompareProps) {
  const { t } = useTranslation('account', { keyPrefix: 'personal' });
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-4 md:grid-cols-2">
        <figure className="flex flex-col gap-2">
          <figcaption className="text-sm font-medium text-muted-foreground">
            {t('polish.original')}
          </figcaption>
          <div className="rounded-md border bg-muted/40 p-3 text-sm whitespace-pre-wrap">{original}</div>
        </figure>
        <figure className="flex flex-col gap-2">
          <figcaption className="text-sm font-medium">{t('polish.rewrite')}</figcaption>
          <div className="rounded-md border border-primary/40 p-3 text-sm whitespace-pre-wrap">{rewrite}</div>
        </figure>
      </div>
      <div className="flex gap-2">
        <Button onClick={onAccept}>{acceptLabel}</Button>
        <Button variant="outline" onClick={onDiscard}>
          {t('polish.discard')}
        </Button>
      </div>
    </div>
  );
}
