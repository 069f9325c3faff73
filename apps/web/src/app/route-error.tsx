import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

import { Button } from '@lancer/ui/components/button';

export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('shell');
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col gap-3 px-6 py-24">
      <h1 className="text-2xl font-semibold">{t('routeError.title')}</h1>
      <p className="text-muted-foreground">{t('routeError.body')}</p>
      {detail ? <pre className="rounded-md bg-muted p-3 text-xs whitespace-pre-wrap">{detail}</pre> : null}
      <div>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </div>
    </div>
  );
}
