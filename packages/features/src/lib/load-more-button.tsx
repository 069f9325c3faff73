import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';
import { cn } from '@lancer/ui/lib/cn';

/** Where a list that loads page after page stands (LIST-LOAD-MORE): what is shown of how many. */
export type LoadMore = { shown: number; total: number; loading: boolean; onLoadMore: () => void };

/** Under a list that has more than it shows: how many of how many, and a button for the next page. */
export function LoadMoreButton({ more, className }: { more: LoadMore | null; className?: string }) {
  const { t } = useTranslation('common', { keyPrefix: 'loadMore' });
  if (!more) return null;
  return (
    <div data-slot="load-more" className={cn('flex flex-col items-center gap-2 py-2', className)}>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {t('shown', { shown: more.shown, total: more.total })}
      </p>
      <Button type="button" variant="outline" size="sm" loading={more.loading} onClick={more.onLoadMore}>
        {t('button')}
      </Button>
    </div>
  );
}
