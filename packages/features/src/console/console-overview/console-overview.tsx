import { useFetchConsoleOverview } from '@lancer/api/console/fetch-console-overview';

import { toLoadable } from '../../lib/to-loadable';
import { ConsoleOverviewView } from './console-overview-view';

/** /console wired: the overview of the last 30 days (decision 1532). */
export function ConsoleOverview() {
  const overview = useFetchConsoleOverview({ days: 30 });
  return <ConsoleOverviewView overview={toLoadable(overview)} />;
}
