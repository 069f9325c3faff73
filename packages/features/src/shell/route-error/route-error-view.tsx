import { useTranslation } from 'react-i18next';

import { Button } from '@lancer/ui/components/button';

export type RouteErrorViewProps = {
  /** What failed, as the router reports it (status and text, or the error's message); hidden when empty. */
  detail?: string;
  onReload: () => void;
};

/** The page shown when a route fails to load or render: what happened, and a reload. */
export function RouteErrorView({ detail, onReload }: RouteErrorViewProps) {
  const { t } = useTranslation('shell');
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col gap-3 px-6 py-24">
      <h1 className="text-2xl font-semibold">{t('routeError.title')}</h1>
      <p className="text-muted-foreground">{t('routeError.body')}</p>
      {detail ? <pre className="rounded-md bg-muted p-3 text-xs whitespace-pre-wrap">{detail}</pre> : null}
      <div>
        <Button onClick={onReload}>{t('routeError.reload')}</Button>
      </div>
    </div>
  );
}
