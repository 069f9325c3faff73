import type { RouteObject } from 'react-router-dom';

import { lazyPage } from '../lib/lazy-page';
import type { RouteHandle } from './route-handle';

/** A page whose code loads when it is visited (ROUTE-LAZY): its own chunk through lazyPage. */
export const page = (
  path: string,
  load: Parameters<typeof lazyPage>[0],
  handle?: RouteHandle,
): RouteObject => ({
  path,
  lazy: lazyPage(load),
  ...(handle ? { handle } : {}),
});
