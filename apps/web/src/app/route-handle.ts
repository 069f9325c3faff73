import type { UIMatch } from 'react-router-dom';

/** What a route tells its layout (chat bar, footer, keep-alive scroll: ROUTE-*, SHELL-SCROLL). */
export type RouteHandle = {
  chatBar?: boolean;
  noFooter?: boolean;
  keepAlive?: boolean;
};

export function mergedHandle(matches: UIMatch[]): RouteHandle {
  return matches.reduce<RouteHandle>(
    (merged, match) => ({ ...merged, ...(match.handle as RouteHandle | undefined) }),
    {},
  );
}
