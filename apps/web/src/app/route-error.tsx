import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

import { RouteErrorView } from '@lancer/features/shell/route-error/route-error-view';

/** What the router reports as failed, as one line for the error page. */
const detailOf = (error: unknown) =>
  isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';

export function RouteError() {
  return <RouteErrorView detail={detailOf(useRouteError())} onReload={() => window.location.reload()} />;
}
