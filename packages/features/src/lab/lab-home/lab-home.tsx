import { useFetchLabStatus } from '@lancer/api/lab/fetch-lab-status';

import { toLoadable } from '../../lib/to-loadable';
import { LabHomeView } from './lab-home-view';

/** Lab home (/lab-home): the tools and whether the API has an AI endpoint. */
export function LabHome() {
  return <LabHomeView status={toLoadable(useFetchLabStatus())} />;
}
